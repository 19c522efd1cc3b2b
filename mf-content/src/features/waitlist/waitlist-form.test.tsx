import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_EMAIL_MESSAGE } from 'shared/lib';
import { renderWithSite } from 'shared/test';
import { WaitlistForm } from './waitlist-form';
import { NETWORK_FAILURE_MESSAGE } from 'shared/ui/forms';
import { waitlistWords } from './words';

const REQUIRED_MESSAGE = waitlistWords.i18nFor('en')._('waitlist.required');

// jsdom has no fetch and no Response: the form's request is this mock, answered with what it reads.
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
const ON_LIST = 'Thank you: you are on the waitlist. We will e-mail you when a place opens.';

beforeEach(() => {
  fetchMock.mockReset();
  // The form's time token is asked for on focus (none here: the post goes without, at once); fetchMock sees the posts.
  globalThis.fetch = ((url: string, init: RequestInit) =>
    url === '/forms/token' ? Promise.resolve(reply(503, { token: null })) : fetchMock(url, init)) as unknown as typeof fetch;
});

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const choice = (name: RegExp) => screen.getByRole('combobox', { name });
const join = () => screen.getByRole('button', { name: /join the waitlist|sending/i });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box(/your name/i), 'Meera Shah');
  await user.type(box(/e-mail/i), 'meera@example.com');
  await user.type(box(/student grade/i), 'Grade 7');
  await user.selectOptions(choice(/course/i), 'Internet of Things');
  await user.selectOptions(choice(/plan/i), 'Premium');
}

jest.setTimeout(20_000);

describe('WaitlistForm', () => {
  it('is a POST form to the shell with the five required fields, the page to come back to and a privacy notice', () => {
    renderWithSite(<WaitlistForm />, { route: '/waitlist' });
    const form = screen.getByRole('form', { name: /waitlist form/i });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/waitlist#waitlist-form-outcome');
    expect(form.querySelector('input[name="back"]')).toHaveValue('/waitlist');
    for (const field of [box(/your name/i), box(/e-mail/i), box(/student grade/i), choice(/course/i), choice(/plan/i)])
      expect(field).toBeRequired();
    expect(screen.getAllByRole('option', { name: /^(Basic|Premium|Complete)$/ }).map((o) => o.textContent)).toEqual([
      'Basic',
      'Premium',
      'Complete',
    ]);
    expect(screen.getByText(/only to offer you a place/i)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('shows the spec message and sends nothing while a field is missing or the e-mail is malformed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<WaitlistForm />);
    await user.click(join());
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_MESSAGE);
    expect(box(/your name/i)).toHaveFocus();
    await fill(user);
    await user.clear(box(/e-mail/i));
    await user.type(box(/e-mail/i), 'meera@');
    await user.click(join());
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL_MESSAGE);
    expect(box(/e-mail/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the same body as a post and clears the fields only once the server stored it', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithSite(<WaitlistForm />, { route: '/waitlist' });
    await fill(user);
    await user.click(join());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/forms/waitlist');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      back: '/waitlist',
      locale: 'en',
      name: 'Meera Shah',
      email: 'meera@example.com',
      grade: 'Grade 7',
      course: 'Internet of Things',
      plan: 'Premium',
      website: '',
    });
    expect(box(/your name/i)).toHaveValue('Meera Shah');
    await act(async () => answer(reply(200, { ok: true, message: ON_LIST })));
    expect(screen.getByRole('status')).toHaveTextContent(ON_LIST);
    expect(box(/your name/i)).toHaveValue('');
    expect(choice(/plan/i)).toHaveValue('');
  });

  it('keeps everything typed and says so plainly when it could not be sent', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    renderWithSite(<WaitlistForm />);
    await fill(user);
    await user.click(join());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NETWORK_FAILURE_MESSAGE);
    expect(alert).toHaveTextContent('What you typed is still in the form.');
    expect(box(/e-mail/i)).toHaveValue('meera@example.com');
    expect(choice(/course/i)).toHaveValue('Internet of Things');
    // The visitor can send the same again, and this time it is stored.
    fetchMock.mockResolvedValueOnce(reply(200, { ok: true, message: ON_LIST }));
    await user.click(join());
    expect(await screen.findByRole('status')).toHaveTextContent(ON_LIST);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("brings a send's answer into sight (the alert above the button, the thanks below it), not a check's refusal", async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = jest.spyOn(window.Element.prototype, 'scrollIntoView');
    try {
      renderWithSite(<WaitlistForm />);
      await user.click(join());
      expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED_MESSAGE);
      expect(scrolled).not.toHaveBeenCalled();
      await fill(user);
      fetchMock.mockRejectedValueOnce(new TypeError('offline'));
      await user.click(join());
      expect(await screen.findByText(NETWORK_FAILURE_MESSAGE)).toBeInTheDocument();
      await waitFor(() => expect(scrolled.mock.contexts).toEqual([screen.getByRole('alert')]));
      fetchMock.mockResolvedValueOnce(reply(200, { ok: true, message: ON_LIST }));
      await user.click(join());
      expect(await screen.findByRole('status')).toHaveTextContent(ON_LIST);
      await waitFor(() => expect(scrolled.mock.contexts[1]).toBe(screen.getByRole('status')));
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });
    } finally {
      scrolled.mockRestore();
    }
  });

  it('after a script-free post shows the outcome and puts back what was typed', () => {
    renderWithSite(
      <WaitlistForm
        formOutcome={{
          form: 'waitlist',
          ok: false,
          message: INVALID_EMAIL_MESSAGE,
          values: { name: 'Meera', email: 'meera@', grade: 'Grade 9', course: 'AR Link', plan: 'Basic' },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL_MESSAGE);
    expect(box(/e-mail/i)).toHaveValue('meera@');
    expect(box(/student grade/i)).toHaveValue('Grade 9');
    expect(choice(/course/i)).toHaveValue('AR Link');
  });
});
