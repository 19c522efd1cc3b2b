import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { ChatAssistant } from './chat-assistant';

jest.setTimeout(30_000);

/** A browser whose window is `width` px wide, as far as the widget's one media query (phone: up to 768 px) goes. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: /max-width:\s*(\d+)px/.test(query) && width <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1]),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderOnPage() {
  renderWithSite(
    <>
      <button type="button">Page before</button>
      <ChatAssistant ask={jest.fn()} />
      <button type="button">Page after</button>
    </>,
  );
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Chat assistant' }));
  return screen.getByRole('dialog', { name: /assistant/i });
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('keyboard focus while the panel is open', () => {
  it('on a phone, where the panel covers the page, Tab and Shift+Tab go round the panel only', async () => {
    screenWidth(375);
    const user = userEvent.setup();
    renderOnPage();
    const panel = await openChat(user);
    expect(panel).toHaveAttribute('aria-modal', 'true');
    const seen = new Set<Element>();
    for (let press = 0; press < 12; press += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
      seen.add(document.activeElement as Element);
    }
    expect(seen.size).toBeGreaterThan(3);
    screen.getByRole('button', { name: 'Close chat' }).focus();
    await user.tab({ shift: true });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('on a phone, focus taken to the page another way closes the panel, and Escape still returns to the button', async () => {
    screenWidth(375);
    const user = userEvent.setup();
    renderOnPage();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Chat assistant' })).toHaveFocus();
    await openChat(user);
    act(() => screen.getByRole('button', { name: 'Page after' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page after' })).toHaveFocus();
  });

  it('on a wider screen, where the panel covers a corner, it is non-modal and Tab goes on to the page', async () => {
    screenWidth(1280);
    const user = userEvent.setup();
    renderOnPage();
    const panel = await openChat(user);
    expect(panel).toHaveAttribute('aria-modal', 'false');
    let reached = false;
    for (let press = 0; press < 12 && !reached; press += 1) {
      await user.tab();
      reached = document.activeElement === screen.getByRole('button', { name: 'Page after' });
    }
    expect(reached).toBe(true);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('on a wider screen, keyboard focus on a page control the panel hides whole closes the panel', async () => {
    screenWidth(1280);
    const user = userEvent.setup();
    renderOnPage();
    const panel = await openChat(user);
    const box = (top: number, left: number, bottom: number, right: number) => () => ({ top, left, bottom, right }) as DOMRect;
    panel.getBoundingClientRect = box(16, 884, 530, 1264);
    screen.getByRole('button', { name: 'Page after' }).getBoundingClientRect = box(420, 890, 464, 1000);
    screen.getByRole('textbox', { name: 'Your question' }).focus();
    let passed = 0;
    while (document.activeElement !== screen.getByRole('button', { name: 'Page after' }) && passed < 12) {
      await user.tab();
      passed += 1;
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page after' })).toHaveFocus();
  });
});
