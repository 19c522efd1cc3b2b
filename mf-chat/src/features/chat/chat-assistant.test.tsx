import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { ChatAssistant } from './chat-assistant';
import { askAssistant, type BotReply } from '../../lib/chat-client';
import type { ChatSource } from '../../lib/chat-answer';
import { CONVERSATION_KEY } from '../../lib/conversation-store';
import { DRAFT_KEY } from '../../lib/draft-store';

// Typing with userEvent is slow when every package's tests share two cores.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const CONNECTION = 'Sorry, there was an error connecting to the AI.';
const EMPTY = 'Sorry, I could not generate a response.';

/** A reply the test resolves by hand, to look at the busy state in between. */
function deferredAsk() {
  let resolve: (reply: BotReply) => void = () => undefined;
  const ask = jest.fn(
    () =>
      new Promise<BotReply>((r) => {
        resolve = r;
      }),
  );
  return {
    ask,
    reply: (text: string, sources?: ChatSource[]) =>
      act(async () => resolve({ text, mode: 'offline', ...(sources ? { sources } : {}), failed: false })),
  };
}

/** The widget wired to the real client over a fake fetch, for the error paths. */
function askOver(fetchImpl: (url: string, init: RequestInit) => Promise<unknown>, timeoutMs?: number) {
  return (question: string) =>
    askAssistant('http://gateway.test/main/gemini', question, { fetchImpl: fetchImpl as unknown as typeof fetch, timeoutMs });
}
const jsonResponse = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => (typeof body === 'string' ? JSON.parse(body) : body) });

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Chat assistant' }));
  return screen.getByRole('dialog', { name: /assistant/i });
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('ChatAssistant', () => {
  it('opens from the floating button with focus in the input and FAQ questions in an empty conversation', async () => {
    const user = userEvent.setup();
    renderWithSite(<ChatAssistant ask={jest.fn()} />);
    const launcher = screen.getByRole('button', { name: 'Chat assistant' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    const panel = await openChat(user);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    expect(within(panel).getByRole('log', { name: 'Conversation' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'How much do the courses cost?' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
  });

  it('toggles closed from the floating button and from the close cross', async () => {
    const user = userEvent.setup();
    renderWithSite(<ChatAssistant ask={jest.fn()} />);
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Chat assistant' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat assistant' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the floating button', async () => {
    const user = userEvent.setup();
    renderWithSite(<ChatAssistant ask={jest.fn()} />);
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat assistant' })).toHaveFocus();
  });

  it('closes on Escape while a question is in flight and focus has fallen to the page', async () => {
    const user = userEvent.setup();
    const { ask, reply } = deferredAsk();
    renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Which lab has drones?{Enter}');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
    // A browser drops focus from the disabled field to the body; jsdom keeps it on the field, so the
    // test says where focus is as the browser would.
    const focusOnPage = jest.spyOn(document, 'activeElement', 'get').mockReturnValue(document.body);
    await user.keyboard('{Escape}');
    focusOnPage.mockRestore();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat assistant' })).toHaveFocus();
    await reply('The Drone Lab.');
  });

  it("leaves an Escape pressed on the page's own controls to the page", async () => {
    const user = userEvent.setup();
    const onPageEscape = jest.fn();
    renderWithSite(
      <>
        <button type="button" onKeyDown={(event) => event.key === 'Escape' && onPageEscape()}>
          Page control
        </button>
        <ChatAssistant ask={jest.fn()} />
      </>,
    );
    await openChat(user);
    screen.getByRole('button', { name: 'Page control' }).focus();
    await user.keyboard('{Escape}');
    expect(onPageEscape).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: /assistant/i })).toBeInTheDocument();
  });

  it('asks a FAQ question with one click', async () => {
    const user = userEvent.setup();
    const { ask, reply } = deferredAsk();
    renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'What are your opening hours?' }));
    expect(ask).toHaveBeenCalledWith('What are your opening hours?');
    await reply('Saturday 10:00 AM - 5:00 PM.');
    expect(screen.getByRole('log')).toHaveTextContent('Saturday 10:00 AM - 5:00 PM.');
  });

  it('shows the trimmed question at once, is busy while waiting, then appends the reply', async () => {
    const user = userEvent.setup();
    const { ask, reply } = deferredAsk();
    renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    const input = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(input, '   How much is the IoT course?  {Enter}');
    expect(ask).toHaveBeenCalledWith('How much is the IoT course?');
    const log = screen.getByRole('log');
    expect(within(log).getByText('How much is the IoT course?')).toBeInTheDocument();
    expect(input).toBeDisabled();
    const send = screen.getByRole('button', { name: 'Sending' });
    expect(send).toBeDisabled();
    expect(send).toHaveTextContent('…');
    await reply('The IoT course costs 499 rupees.');
    expect(log).toHaveTextContent('The IoT course costs 499 rupees.');
    expect(input).toBeEnabled();
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('cannot send blank or whitespace-only text', async () => {
    const user = userEvent.setup();
    const ask = jest.fn();
    renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), '    {Enter}');
    expect(send).toBeDisabled();
    expect(ask).not.toHaveBeenCalled();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), CONNECTION],
    ['a non-2xx answer', () => jsonResponse(502, { error: 'upstream_error' }), CONNECTION],
    ['bad JSON', () => Promise.resolve({ ok: true, status: 200, json: async () => JSON.parse('<html>') }), CONNECTION],
    ['an empty reply', () => jsonResponse(200, { reply: '' }), EMPTY],
  ])('shows the spec message on %s', async (_name, fetchImpl, message) => {
    const user = userEvent.setup();
    renderWithSite(<ChatAssistant ask={askOver(fetchImpl)} />);
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Hello?{Enter}');
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent(message));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
  });

  it('shows the connection message when the gateway does not answer in time', async () => {
    const user = userEvent.setup();
    const hang = (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    renderWithSite(<ChatAssistant ask={askOver(hang, 30)} />);
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Hello?{Enter}');
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent(CONNECTION));
  });

  it('renders replies as plain text: no markup, no links made from the text', async () => {
    const user = userEvent.setup();
    const { ask, reply } = deferredAsk();
    const { container } = renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'drones?{Enter}');
    await reply('<img src=x onerror="alert(1)"> The Drone Lab.\nMore on /services#drone-lab or https://example.org/drones');
    const log = screen.getByRole('log');
    expect(container.querySelector('img')).toBeNull();
    expect(log).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(log).toHaveTextContent('https://example.org/drones');
    expect(within(log).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the conversation in sessionStorage, restores it, and clears it', async () => {
    const user = userEvent.setup();
    const { ask, reply } = deferredAsk();
    const first = renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Where is the office?{Enter}');
    await reply('In Ahmedabad. More on /contact');
    expect(window.sessionStorage.getItem(CONVERSATION_KEY)).toContain('Ahmedabad');
    first.unmount();

    renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    expect(screen.getByRole('log')).toHaveTextContent('Where is the office?');
    expect(screen.getByRole('log')).toHaveTextContent('In Ahmedabad.');
    await user.click(screen.getByRole('button', { name: 'Clear conversation' }));
    expect(screen.getByRole('button', { name: 'How much do the courses cost?' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(CONVERSATION_KEY)).toBeNull();
  });

  it('ignores a corrupt stored conversation', async () => {
    window.sessionStorage.setItem(CONVERSATION_KEY, '{"messages": [oops');
    const user = userEvent.setup();
    renderWithSite(<ChatAssistant ask={jest.fn()} />);
    await openChat(user);
    expect(screen.getByRole('button', { name: 'What are your opening hours?' })).toBeInTheDocument();
  });

  it('keeps a question typed but not sent across a reload, and forgets it once sent', async () => {
    const user = userEvent.setup();
    const { ask, reply } = deferredAsk();
    const first = renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Do you run summer camps');
    first.unmount();

    renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    const input = screen.getByRole('textbox', { name: 'Your question' });
    expect(input).toHaveValue('Do you run summer camps');
    await user.type(input, '?{Enter}');
    expect(ask).toHaveBeenCalledWith('Do you run summer camps?');
    await reply('Not this year.');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('announces each complete answer once, and never the restored conversation', async () => {
    const user = userEvent.setup();
    const { ask, reply } = deferredAsk();
    const first = renderWithSite(<ChatAssistant ask={ask} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await openChat(user);
    // The log is not a live region of its own: a live log re-reads when the panel opens on it.
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'off');
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Hours?{Enter}');
    expect(status).toBeEmptyDOMElement();
    await reply('Open 9 to 8.', [{ title: 'Contact', path: '/contact' }]);
    expect(status).toHaveTextContent(/^Assistant: Open 9 to 8\. More on: Contact\.$/);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Sunday?{Enter}');
    await reply('Closed on Sunday.');
    expect(status).toHaveTextContent(/^Assistant: Closed on Sunday\.$/);
    first.unmount();

    renderWithSite(<ChatAssistant ask={ask} />);
    await openChat(user);
    expect(screen.getByRole('log')).toHaveTextContent('Closed on Sunday.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows an answer's sources as links of the site, and says which one is the current page", async () => {
    const user = userEvent.setup();
    const { ask, reply } = deferredAsk();
    renderWithSite(<ChatAssistant ask={ask} />, { route: '/contact', path: '/contact' });
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Hours?{Enter}');
    await reply('Open 9 to 8.', [
      { title: 'Contact', path: '/contact' },
      { title: 'Drone Lab', path: '/services#drone-lab' },
    ]);
    const sources = within(screen.getByRole('log')).getByRole('list', { name: 'More on' });
    const here = within(sources).getByRole('link', { name: 'Contact' });
    expect(here).toHaveAttribute('href', '/contact');
    expect(here.parentElement).toHaveTextContent('Contact(on this page)');
    const other = within(sources).getByRole('link', { name: 'Drone Lab' });
    expect(other.parentElement).not.toHaveTextContent('on this page');
    await user.click(other);
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });
});
