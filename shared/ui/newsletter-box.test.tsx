import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { INVALID_EMAIL_MESSAGE, MISSING_EMAIL_MESSAGE } from '../lib';
import { NETWORK_FAILURE_MESSAGE } from './forms';
import { NewsletterBox, checkNewsletterEmail } from './newsletter-box';
import { uiWords } from './words';

// jsdom has no fetch and no Response: the box's request is this mock, answered with what it reads.
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
const STORED = 'Thank you: your address is saved.';

beforeEach(() => {
  fetchMock.mockReset();
  // The form's time token is asked for on focus (none here: the post goes without, at once); fetchMock sees the posts.
  globalThis.fetch = ((url: string, init: RequestInit) =>
    url === '/forms/token' ? Promise.resolve(reply(503, { token: null })) : fetchMock(url, init)) as unknown as typeof fetch;
});

const field = () => screen.getByRole('textbox', { name: /e-mail address/i });
const subscribe = () => screen.getByRole('button', { name: /subscrib/i });

describe('checkNewsletterEmail', () => {
  it('requires an address and a valid one', () => {
    expect(checkNewsletterEmail('   ')).toEqual({ kind: 'error', message: MISSING_EMAIL_MESSAGE });
    expect(checkNewsletterEmail('parent@')).toEqual({ kind: 'error', message: INVALID_EMAIL_MESSAGE });
    expect(checkNewsletterEmail(' parent@example.com ')).toEqual({ kind: 'checked', email: 'parent@example.com' });
  });
});

describe('NewsletterBox', () => {
  it('is a POST form to the shell with the page to come back to and a privacy notice', () => {
    renderWithSite(<NewsletterBox />, { route: '/news/3' });
    const form = field().closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/newsletter#newsletter-form-outcome');
    expect(form?.querySelector('input[name="back"]')).toHaveValue('/news/3');
    expect(screen.getByText(/use an adult's address/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('refuses an empty address with an alert and focus on the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithSite(<NewsletterBox />);
    await user.click(subscribe());
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING_EMAIL_MESSAGE);
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the address and clears it only once the server stored it, showing the server's message", async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithSite(<NewsletterBox />, { route: '/blog/2' });
    await user.type(field(), 'parent@example.com');
    await user.click(subscribe());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/forms/newsletter');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      back: '/blog/2',
      locale: 'en',
      email: 'parent@example.com',
      website: '',
    });
    expect(field()).toHaveValue('parent@example.com');
    await act(async () => answer(reply(200, { ok: true, message: STORED })));
    expect(screen.getByRole('status')).toHaveTextContent(STORED);
    expect(field()).toHaveValue('');
  });

  it("brings the server's answer into sight, not the box's own refusal", async () => {
    const user = userEvent.setup();
    const scrolled = jest.spyOn(window.Element.prototype, 'scrollIntoView');
    try {
      renderWithSite(<NewsletterBox />);
      await user.click(subscribe());
      expect(screen.getByRole('alert')).toHaveTextContent(MISSING_EMAIL_MESSAGE);
      fetchMock.mockResolvedValueOnce(reply(200, { ok: true, message: STORED }));
      await user.type(field(), 'parent@example.com');
      await user.click(subscribe());
      await waitFor(() => expect(scrolled.mock.contexts).toEqual([screen.getByText(STORED).parentElement]));
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });
    } finally {
      scrolled.mockRestore();
    }
  });

  it('keeps the address and says so plainly when the server refused it or could not be reached', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(reply(429, { ok: false, message: 'Too many messages.' }))
      .mockRejectedValueOnce(new TypeError('offline'));
    renderWithSite(<NewsletterBox />);
    await user.type(field(), 'parent@example.com');
    await user.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages.');
    await user.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_FAILURE_MESSAGE);
    expect(field()).toHaveValue('parent@example.com');
  });

  it("after a script-free post shows the outcome and puts the address back on failure; another form's outcome is ignored", () => {
    const first = renderWithSite(
      <NewsletterBox formOutcome={{ form: 'newsletter', ok: false, message: INVALID_EMAIL_MESSAGE, values: { email: 'parent@' } }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL_MESSAGE);
    expect(field()).toHaveValue('parent@');
    first.unmount();
    const second = renderWithSite(<NewsletterBox formOutcome={{ form: 'newsletter', ok: true, message: STORED }} />);
    expect(screen.getByRole('status')).toHaveTextContent(STORED);
    second.unmount();
    renderWithSite(<NewsletterBox formOutcome={{ form: 'contact', ok: true, message: 'Sent.' }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('NewsletterBox in Hindi and Gujarati', () => {
  beforeAll(async () => {
    await uiWords.prepare('hi');
    await uiWords.prepare('gu');
  });

  it('speaks Hindi on a Hindi page, refuses an empty address in Hindi, and posts the language and the Hindi page to come back to', async () => {
    const user = userEvent.setup();
    renderWithSite(<NewsletterBox locale="hi" />, { route: '/news/3' });
    expect(screen.getByRole('heading', { name: 'हमारे न्यूज़लेटर की सदस्यता लें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(screen.getByText(/कृपया किसी वयस्क का पता दें।/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'सदस्यता लें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया अपना ई-मेल पता लिखें।');
    const form = screen.getByRole('textbox', { name: /ई-मेल पता/ }).closest('form');
    expect(form?.querySelector('input[name="locale"]')).toHaveValue('hi');
    expect(form?.querySelector('input[name="back"]')).toHaveValue('/hi/news/3');
    expect(screen.queryByText(/Subscribe|E-mail address/)).not.toBeInTheDocument();
  });

  it('speaks Gujarati on a Gujarati page: an invalid address, and the network failure, in Gujarati', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    renderWithSite(<NewsletterBox locale="gu" />);
    const box = screen.getByRole('textbox', { name: /ઈ-મેલ સરનામું/ });
    await user.type(box, 'parent@');
    await user.click(screen.getByRole('button', { name: 'સબ્સ્ક્રાઇબ કરો' }));
    expect(screen.getByRole('alert')).toHaveTextContent('કૃપા કરીને સાચું ઈ-મેલ સરનામું લખો, જેમ કે name@example.com.');
    await user.type(box, 'x.com');
    await user.click(screen.getByRole('button', { name: 'સબ્સ્ક્રાઇબ કરો' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('અમે અમારા સર્વર સુધી પહોંચી શક્યા નહીં');
  });

  it('keeps English word for word on an English page', () => {
    expect(checkNewsletterEmail('', 'en')).toEqual({ kind: 'error', message: MISSING_EMAIL_MESSAGE });
    expect(checkNewsletterEmail('a@', 'hi')).toEqual({ kind: 'error', message: 'कृपया सही ई-मेल पता लिखें, जैसे name@example.com।' });
  });
});
