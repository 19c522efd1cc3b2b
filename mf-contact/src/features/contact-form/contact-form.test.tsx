import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_EMAIL_MESSAGE } from 'shared/lib';
import { renderWithWords } from '../../testing/render-with-words';
import { ContactForm } from './contact-form';
import { DRAFT_STORAGE_KEY } from './draft';
import { REQUIRED_MESSAGE, SUCCESS_MESSAGE } from './contact-check';
import { EMPTY_VALUES } from './form-rules';
import { prepare } from '../../exposed/contact-page';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const subject = () => screen.getByRole('combobox', { name: /subject/i });
const send = () => screen.getByRole('button', { name: /send message/i });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/name/i), 'Asha Patel');
  await user.type(field(/e-mail/i), 'asha@example.com');
  await user.type(field(/message/i), 'Do you run weekend robotics classes?');
}

// Typing is slow on a loaded CI machine; the default 5 s is not a statement about the form.
jest.setTimeout(20_000);

// jsdom has no fetch and no Response: the form's request is this mock, answered with what sendForm reads.
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  // The form's time token is asked for on focus (none here: the post goes without, at once); fetchMock sees the posts.
  globalThis.fetch = ((url: string, init: RequestInit) =>
    url === '/forms/token' ? Promise.resolve(reply(503, { token: null })) : fetchMock(url, init)) as unknown as typeof fetch;
});

describe('ContactForm', () => {
  it('marks name, e-mail and message required and offers the five subjects after an empty default', () => {
    renderWithWords(<ContactForm />);
    for (const name of [/name/i, /e-mail/i, /message/i]) {
      expect(field(name)).toBeRequired();
      expect(field(name)).toHaveAttribute('aria-required', 'true');
    }
    expect(field(/phone/i)).not.toBeRequired();
    expect(field(/e-mail/i)).toHaveAttribute('type', 'email');
    const options = within(subject())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a subject', 'Program Inquiry', 'Registration', 'School Partnership', 'Support', 'Other']);
    expect(subject()).toHaveValue('');
  });

  it('is a POST form to the shell with the page to come back to, a privacy notice and no field a person can reach besides its own', () => {
    renderWithWords(<ContactForm />, { route: '/contact?subject=Support' });
    const form = screen.getByRole('form', { name: /contact form/i });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/contact#contact-form-outcome');
    expect(form.querySelector('input[type="hidden"][name="back"]')).toHaveValue('/contact');
    expect(screen.getByText(/only to answer you, and delete it after a year/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // The bots' trap is hidden from assistive technology and out of the tab order.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'email', 'phone', 'message']);
  });

  it('shows the spec message in an alert and focuses the first missing field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithWords(<ContactForm />);
    await user.type(field(/name/i), '   ');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED_MESSAGE);
    expect(field(/name/i)).toHaveFocus();
    expect(field(/name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/e-mail/i)).toHaveAccessibleDescription(expect.stringContaining('Please enter your e-mail address.'));
    expect(field(/phone/i)).not.toHaveAttribute('aria-invalid');
  });

  it('focuses the message when only the message is missing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithWords(<ContactForm />);
    await user.type(field(/name/i), 'Asha');
    await user.type(field(/e-mail/i), 'asha@example.com');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED_MESSAGE);
    expect(field(/message/i)).toHaveFocus();
  });

  it('gives a malformed e-mail its own message', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithWords(<ContactForm />);
    await fillRequired(user);
    await user.clear(field(/e-mail/i));
    await user.type(field(/e-mail/i), 'asha@example');
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID_EMAIL_MESSAGE);
    expect(alert).not.toHaveTextContent(REQUIRED_MESSAGE);
    expect(field(/e-mail/i)).toHaveFocus();
  });

  it('sends the form and, once the server stored it, announces the spec message and clears every field and the draft', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithWords(<ContactForm />);
    await fillRequired(user);
    await user.type(field(/phone/i), '98250 12345');
    await user.selectOptions(subject(), 'Support');
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    await user.click(send());
    // The check (and what it says) loads before the send.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/forms/contact');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      back: '/',
      locale: 'en',
      name: 'Asha Patel',
      email: 'asha@example.com',
      phone: '98250 12345',
      subject: 'Support',
      message: 'Do you run weekend robotics classes?',
      website: '',
    });
    // Not cleared before the server said it is stored.
    expect(screen.getByRole('button', { name: /sending/i })).toBeInTheDocument();
    expect(field(/name/i)).toHaveValue('Asha Patel');
    await act(async () => answer(reply(200, { ok: true, message: SUCCESS_MESSAGE })));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(SUCCESS_MESSAGE);
    for (const name of [/name/i, /e-mail/i, /phone/i, /message/i]) expect(field(name)).toHaveValue('');
    expect(subject()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('keeps the text and the draft and says so plainly when the server could not store it, and sends again', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(reply(503, { ok: false, message: 'We could not save your message just now.' }));
    renderWithWords(<ContactForm />);
    await fillRequired(user);
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save your message just now.');
    expect(alert).toHaveTextContent('What you typed is still in the form.');
    expect(field(/message/i)).toHaveValue('Do you run weekend robotics classes?');
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain('weekend robotics');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(send());
    // The earlier alert stays until this send's answer replaces it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/could not reach our server/i));

    fetchMock.mockResolvedValueOnce(reply(200, { ok: true, message: SUCCESS_MESSAGE }));
    await user.click(send());
    expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(field(/message/i)).toHaveValue('');
  });

  it("brings each send's answer into sight, the least scroll that shows it, and not a check's refusal or a script-free post's answer", async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = jest.spyOn(window.Element.prototype, 'scrollIntoView');
    try {
      const posted = renderWithWords(<ContactForm formOutcome={{ form: 'contact', ok: true, message: SUCCESS_MESSAGE }} />);
      expect(scrolled).not.toHaveBeenCalled();
      posted.unmount();

      renderWithWords(<ContactForm />);
      await user.click(send());
      expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED_MESSAGE);
      expect(scrolled).not.toHaveBeenCalled();

      await fillRequired(user);
      fetchMock.mockResolvedValueOnce(reply(503, { ok: false, message: 'We could not save your message just now.' }));
      await user.click(send());
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not save your message just now.'));
      await waitFor(() => expect(scrolled.mock.contexts).toEqual([screen.getByRole('alert')]));
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });

      fetchMock.mockResolvedValueOnce(reply(200, { ok: true, message: SUCCESS_MESSAGE }));
      await user.click(send());
      expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
      await waitFor(() => expect(scrolled.mock.contexts[1]).toBe(screen.getByRole('status')));
    } finally {
      scrolled.mockRestore();
    }
  });

  it('sends nothing while a required field is missing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithWords(<ContactForm />);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a script-free post, shows the outcome and puts back what the visitor typed', () => {
    const values = { name: 'Ravi', email: 'ravi@', phone: '', subject: 'Registration', message: 'Is there a June batch?' };
    const first = renderWithWords(
      <ContactForm formOutcome={{ form: 'contact', ok: false, message: INVALID_EMAIL_MESSAGE, values: { ...values, back: '/contact' } }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL_MESSAGE);
    expect(field(/name/i)).toHaveValue('Ravi');
    expect(field(/e-mail/i)).toHaveValue('ravi@');
    expect(subject()).toHaveValue('Registration');
    expect(field(/message/i)).toHaveValue('Is there a June batch?');
    first.unmount();
    renderWithWords(<ContactForm formOutcome={{ form: 'contact', ok: true, message: SUCCESS_MESSAGE }} />);
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_MESSAGE);
    expect(field(/name/i)).toHaveValue('');
  });

  it("ignores another form's outcome", () => {
    renderWithWords(<ContactForm formOutcome={{ form: 'newsletter', ok: true, message: 'Subscribed.' }} />);
    expect(screen.queryByText('Subscribed.')).not.toBeInTheDocument();
  });

  it('keeps a draft while typing and restores it when the page mounts again', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithWords(<ContactForm />);
    await user.type(field(/name/i), 'Ravi');
    await user.selectOptions(subject(), 'Registration');
    await user.type(field(/message/i), 'Half a thought');
    first.unmount();

    renderWithWords(<ContactForm />);
    expect(field(/name/i)).toHaveValue('Ravi');
    expect(subject()).toHaveValue('Registration');
    expect(field(/message/i)).toHaveValue('Half a thought');
  });

  it('ignores a stored draft that is not valid JSON', () => {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    renderWithWords(<ContactForm />);
    expect(field(/name/i)).toHaveValue('');
  });

  it('preselects the subject from the query string, over a stored draft', () => {
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ version: 1, values: { ...EMPTY_VALUES, name: 'Ravi', subject: 'Support' } }),
    );
    renderWithWords(<ContactForm />, { route: '/contact?subject=School%20Partnership' });
    expect(subject()).toHaveValue('School Partnership');
    expect(field(/name/i)).toHaveValue('Ravi');
  });

  it('ignores an unknown subject in the query string', () => {
    renderWithWords(<ContactForm />, { route: '/contact?subject=Refunds' });
    expect(subject()).toHaveValue('');
  });
});

describe('ContactForm keeps everything typed', () => {
  it('keeps every letter of fast typing in every field across a remount', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithWords(<ContactForm />);
    const typed = {
      name: 'Asha Patel',
      email: 'asha@example.com',
      phone: '+91 98250 12345',
      message: 'Line one\nLine two, with  two spaces ',
    };
    await user.type(field(/name/i), typed.name);
    await user.type(field(/e-mail/i), typed.email);
    await user.type(field(/phone/i), typed.phone);
    await user.type(field(/message/i), typed.message);
    first.unmount();

    renderWithWords(<ContactForm />);
    expect(field(/name/i)).toHaveValue(typed.name);
    expect(field(/e-mail/i)).toHaveValue(typed.email);
    expect(field(/phone/i)).toHaveValue(typed.phone);
    expect(field(/message/i)).toHaveValue(typed.message);
  });

  it('restores a message longer than ten thousand characters whole', () => {
    const message = 'x'.repeat(12_345);
    const first = renderWithWords(<ContactForm />);
    fireEvent.change(field(/message/i), { target: { value: message } });
    first.unmount();
    renderWithWords(<ContactForm />);
    expect((field(/message/i) as HTMLTextAreaElement).value).toHaveLength(12_345);
  });
});

describe('ContactForm draft and links', () => {
  it('does not store a draft for a subject that only came from the link', () => {
    renderWithWords(<ContactForm />, { route: '/contact?subject=Support' });
    expect(subject()).toHaveValue('Support');
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});

describe('ContactForm in Hindi and Gujarati', () => {
  beforeAll(() => Promise.all([prepare('hi'), prepare('gu')]));

  it('checks in Hindi: the spec message and the field hints in Hindi, the subjects named in Hindi but posted as the spec names them', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithWords(<ContactForm locale="hi" />, { locale: 'hi' });
    const options = within(screen.getByRole('combobox', { name: 'विषय' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'विषय चुनें',
      'कार्यक्रम के बारे में पूछताछ',
      'पंजीकरण',
      'स्कूल साझेदारी',
      'सहायता',
      'अन्य',
    ]);
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'Program Inquiry',
      'Registration',
      'School Partnership',
      'Support',
      'Other',
    ]);
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया सभी ज़रूरी फ़ील्ड भरें।');
    expect(field(/^नाम/)).toHaveFocus();
    expect(field(/^नाम/)).toHaveAccessibleDescription(expect.stringContaining('कृपया अपना नाम लिखें।'));
    expect(field(/^ई-मेल/)).toHaveAccessibleDescription(expect.stringContaining('कृपया अपना ई-मेल पता लिखें।'));
    expect(screen.getByText(/चिह्न वाले फ़ील्ड भरना ज़रूरी है।/)).toBeInTheDocument();
    expect(screen.queryByText(/required|Send Message/)).not.toBeInTheDocument();
  });

  it('posts its language and the Gujarati page to come back to, and shows the answer the server gave in Gujarati', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = 'તમારો સંદેશ મોકલાઈ ગયો છે! અમે જલદી તમારો સંપર્ક કરીશું.';
    fetchMock.mockResolvedValue(reply(200, { ok: true, message: sent }));
    renderWithWords(<ContactForm locale="gu" />, { locale: 'gu', route: '/contact' });
    await user.type(field(/^નામ/), 'આશા પટેલ');
    await user.type(field(/^ઈ-મેલ/), 'asha@example.com');
    await user.type(field(/^સંદેશ/), 'શું તમે શનિવારે રોબોટિક્સ વર્ગ ચલાવો છો?');
    await user.click(screen.getByRole('button', { name: 'સંદેશ મોકલો' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    const body = fetchMock.mock.calls[0]![1].body as URLSearchParams;
    expect(body.get('locale')).toBe('gu');
    expect(body.get('back')).toBe('/gu/contact');
  });

  it('tells a failed network in the Gujarati of the page', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderWithWords(<ContactForm locale="gu" />, { locale: 'gu' });
    await user.type(field(/^નામ/), 'આશા');
    await user.type(field(/^ઈ-મેલ/), 'asha@example.com');
    await user.type(field(/^સંદેશ/), 'નમસ્તે');
    await user.click(screen.getByRole('button', { name: 'સંદેશ મોકલો' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('અમે અમારા સર્વર સુધી પહોંચી શક્યા નહીં');
    expect(alert).toHaveTextContent('તમે જે લખ્યું હતું તે ફોર્મમાં હજી છે.');
  });
});
