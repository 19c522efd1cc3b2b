import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderWithSite } from 'shared/test';
import { ContentPage } from '../../components/content-page';
import { preparePage } from '../../i18n';
import { newsDetailWords } from './detail-words';
import { ShareButtons } from '../../components/share/share-buttons';

const TITLE = 'Q&A #1: रोबोटिक्स';
const here = () => `${window.location.origin}${window.location.pathname}`;

/** Gives the page a navigator feature for one test (jsdom has neither the share sheet nor a clipboard). */
function withNavigator(name: 'share' | 'clipboard', value: unknown): () => void {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  return () => {
    delete (navigator as unknown as Record<string, unknown>)[name];
  };
}

describe('ShareButtons', () => {
  it("is in the server's HTML with the site's public address and the page's path in its language", async () => {
    await preparePage(newsDetailWords)('hi');
    const html = renderToString(
      <MemoryRouter initialEntries={['/news/1']}>
        <ContentPage locale="hi" words={newsDetailWords}>
          <ShareButtons words={newsDetailWords} title={TITLE} siteUrl="https://www.robominds.in" />
        </ContentPage>
      </MemoryRouter>,
    );
    const text = encodeURIComponent(`${TITLE}\nhttps://www.robominds.in/hi/news/1`);
    expect(html).toContain(`href="https://wa.me/?text=${text}"`);
    expect(html).toContain(`href="mailto:?subject=${encodeURIComponent(TITLE)}&amp;body=${text}"`);
    expect(html).not.toContain('>Share:<'); // in Hindi
    // The third control works once the script runs (a press before it is replayed): Copy link, as no sheet is known yet.
    expect(html).toMatch(/<button type="button"[^>]*>लिंक कॉपी करें<\/button>/);
  });

  it("without a public address, renders nothing on the server and the browser's address in the browser", () => {
    expect(
      renderToString(
        <MemoryRouter>
          <ShareButtons words={newsDetailWords} title={TITLE} />
        </MemoryRouter>,
      ),
    ).toBe('');
    renderWithSite(<ShareButtons words={newsDetailWords} title={TITLE} />, { route: '/news/1' });
    const group = screen.getByRole('group', { name: `Share “${TITLE}”` });
    expect(group).toHaveTextContent('Share:');
    const text = encodeURIComponent(`${TITLE}\n${here()}`);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${text}`);
    expect(screen.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(TITLE)}&body=${text}`,
    );
  });

  it('without a clipboard (a page not served over HTTPS), Copy link says where to copy from', async () => {
    renderWithSite(<ShareButtons words={newsDetailWords} title={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied. Copy it from the address bar.')).toBe(screen.getByRole('status'));
  });

  it('copies the address and says so in a live region', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const restore = withNavigator('clipboard', { writeText });
    try {
      renderWithSite(<ShareButtons words={newsDetailWords} title={TITLE} />);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('');
      // A click of its own: user-event puts a clipboard of its own in place of the page's.
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith(here());
      expect(await screen.findByText('Link copied')).toBe(status);
    } finally {
      restore();
    }
  });

  it('says where to copy from when the clipboard refuses', async () => {
    const restore = withNavigator('clipboard', { writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    try {
      renderWithSite(<ShareButtons words={newsDetailWords} title={TITLE} />);
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await screen.findByText('The link could not be copied. Copy it from the address bar.')).toBe(screen.getByRole('status'));
    } finally {
      restore();
    }
  });

  it("opens the browser's share sheet with the title and address where there is one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const restore = withNavigator('share', share);
    try {
      renderWithSite(<ShareButtons words={newsDetailWords} title={TITLE} />);
      // The sheet takes Copy link's place; the links stay, so the controls keep their room.
      expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: TITLE, url: here() });
    } finally {
      restore();
    }
  });

  it('keeps the sheet after the visitor closes it, and offers Copy link when the browser refuses it', async () => {
    const share = jest
      .fn()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    const restore = withNavigator('share', share);
    try {
      const user = userEvent.setup();
      renderWithSite(<ShareButtons words={newsDetailWords} title={TITLE} />);
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await act(() => Promise.resolve());
      expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
