import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import type { FormOutcome, SitePage } from 'shared/contracts';
import { REGISTRATION_CONSENT } from '../../contract/forms';
import { startMonths } from '../../contract/registration-rules';
import { intlLocale, LOCALES } from 'shared/i18n';
import { enrolWords, monthLabel } from '../features/enrol';
import EnrolPage, { describe as describePage, prepare } from './enrol-page';
import { pages } from './pages';

const sitePages: SitePage[] = Object.values(pages).map((entry) => ({ ...entry, remote: 'mf_contact' }));

function renderPage(id: string, { formOutcome, reportTitle = jest.fn() }: { formOutcome?: FormOutcome; reportTitle?: jest.Mock } = {}) {
  renderWithSite(<EnrolPage reportTitle={reportTitle} sitePages={sitePages} formOutcome={formOutcome} />, {
    route: `/courses/${id}/enrol`,
    path: '/courses/:id/enrol',
  });
  return reportTitle;
}

const form = () => screen.getByRole('form', { name: 'Course registration form' });
const textbox = (name: RegExp) => within(form()).getByRole('textbox', { name });
const combobox = (name: RegExp) => within(form()).getByRole('combobox', { name });

// Typing is slow on a loaded CI machine; the default 5 s is not a statement about the form.
jest.setTimeout(20_000);

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = ((url: string, init: RequestInit) =>
    url === '/forms/token' ? Promise.resolve(reply(503, { token: null })) : fetchMock(url, init)) as unknown as typeof fetch;
});

async function fill(user: ReturnType<typeof userEvent.setup>, grade: string) {
  await user.type(textbox(/child's name/i), 'Riya Shah');
  await user.selectOptions(combobox(/child's grade/i), grade);
  await user.type(textbox(/guardian's name/i), 'Meera Shah');
  await user.type(textbox(/mobile number/i), '98765 43210');
  await user.type(textbox(/e-mail/i), 'meera@example.com');
  const month = within(combobox(/start month/i)).getAllByRole('option')[1] as HTMLOptionElement;
  await user.selectOptions(combobox(/start month/i), month.value);
  await user.click(within(form()).getByRole('checkbox', { name: /parent or guardian/i }));
}

describe('EnrolPage', () => {
  it("shows the course's name, price, what is included, grades and cancellation policy, and reports its title", () => {
    const reportTitle = renderPage('blockzie');
    expect(screen.getByRole('heading', { level: 1, name: 'Register for Blockzie: Coding with Blocks' })).toBeInTheDocument();
    expect(screen.getByText('₹599 for the whole course')).toBeInTheDocument();
    expect(screen.getByText('24 live and recorded lessons over 8 weeks')).toBeInTheDocument();
    expect(screen.getByText('Grades 3 to 5')).toBeInTheDocument();
    const policy = screen.getByRole('list', { name: 'Cancellation policy' });
    expect(
      within(policy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cancel 14 days or more before the course starts: 100% of the price is refunded.',
      'Cancel 7 days or more before the course starts: 50% of the price is refunded.',
      'Cancel less than 7 days before the course starts, or after it has started: no refund.',
    ]);
    expect(reportTitle).toHaveBeenLastCalledWith('Register for Blockzie: Coding with Blocks');
  });

  it('is a real post form to /forms/registration with every field, labelled, and the notice with its privacy link', () => {
    renderPage('blockzie');
    expect(form()).toHaveAttribute('method', 'post');
    // The action ends in the outcome's anchor, so a script-free answer opens scrolled to its message.
    expect(form().getAttribute('action')).toBe('/forms/registration#registration-form-outcome');
    expect(form().querySelector('input[type="hidden"][name="course"]')).toHaveValue('blockzie');
    expect(textbox(/mobile number/i)).toHaveAttribute('type', 'tel');
    expect(textbox(/mobile number/i)).toHaveAttribute('autocomplete', 'tel');
    expect(within(combobox(/child's grade/i)).getAllByRole('option')).toHaveLength(13);
    expect(within(combobox(/start month/i)).getAllByRole('option')).toHaveLength(7);
    expect(within(form()).getByRole('checkbox', { name: /parent or guardian/i })).toHaveAttribute('value', REGISTRATION_CONSENT);
    expect(screen.getByText(/only to arrange the course/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('refuses a grade outside the course, naming the course that fits, without sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('blockzie');
    await fill(user, '7');
    await user.click(screen.getByRole('button', { name: 'Send Registration' }));
    const said =
      'Blockzie: Coding with Blocks is for grades 3 to 5. For a child in grade 7, the course that fits is Internet of Things: Build Smart Devices.';
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
    expect(combobox(/child's grade/i)).toHaveAttribute('aria-invalid', 'true');
    expect(combobox(/child's grade/i)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a good registration and shows the server message with its reference', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'Thank you: your registration has been received. Your reference is RM-2026-000042.';
    fetchMock.mockResolvedValueOnce(reply(200, { ok: true, message }));
    renderPage('blockzie');
    await fill(user, '4');
    await user.click(screen.getByRole('button', { name: 'Send Registration' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/forms/registration');
    const body = new URLSearchParams(init.body as URLSearchParams);
    expect(body.get('course')).toBe('blockzie');
    expect(body.get('grade')).toBe('4');
    expect(body.get('consent')).toBe(REGISTRATION_CONSENT);
    expect(textbox(/child's name/i)).toHaveValue('');
  });

  it('puts back what a script-free post typed when the server refused it', () => {
    renderPage('iot', {
      formOutcome: {
        form: 'registration',
        ok: false,
        message: 'Please fill out all required fields.',
        values: { childName: 'Riya', grade: '7', parentName: '', phone: '98765 43210', email: 'meera@example.com' },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    expect(textbox(/child's name/i)).toHaveValue('Riya');
    expect(combobox(/child's grade/i)).toHaveValue('7');
    expect(textbox(/mobile number/i)).toHaveValue('98765 43210');
  });

  it('says plainly that an unknown course does not exist, with a link to the courses', () => {
    const reportTitle = renderPage('nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('form')).toBeNull();
    expect(reportTitle).toHaveBeenLastCalledWith('Course Not Found');
    expect(describePage({ id: 'nope' })).toEqual({ status: 'not-found', itemTitle: 'Course Not Found' });
    expect(describePage({ id: 'blockzie' })).toMatchObject({ status: 'ok', itemTitle: 'Register for Blockzie: Coding with Blocks' });
  });

  it('speaks Hindi on a Hindi page, with the month names in Hindi', async () => {
    await prepare('hi');
    renderWithSite(<EnrolPage reportTitle={jest.fn()} sitePages={sitePages} locale="hi" />, {
      route: '/courses/iot/enrol',
      path: '/courses/:id/enrol',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Internet of Things: स्मार्ट डिवाइस बनाएँ के लिए पंजीकरण' })).toBeInTheDocument();
    expect(screen.getByText('पूरे कोर्स के लिए ₹499')).toBeInTheDocument();
    // The start months in Hindi: the first one offered, by its Hindi name.
    const [first = ''] = startMonths(new Date());
    expect(within(screen.getByRole('combobox', { name: /पसंदीदा महीना/ })).getAllByRole('option')[1]).toHaveTextContent(
      monthLabel(first, enrolWords.i18nFor('hi')),
    );
    expect(monthLabel('2027-01', enrolWords.i18nFor('hi'))).toBe('जनवरी 2027');
  });

  // What Intl.DateTimeFormat (month and year) wrote before decision 070, every month in each language;
  // and twelve names, none with a space.
  it.each(LOCALES)('names every start month as CLDR does in %s', async (locale) => {
    await enrolWords.prepare(locale);
    const words = enrolWords.i18nFor(locale);
    expect(words._('enrol.months').split(' ')).toHaveLength(12);
    const intl = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1)
      expect(monthLabel(`2027-${String(month).padStart(2, '0')}`, words)).toBe(intl.format(new Date(Date.UTC(2027, month - 1, 15))));
    expect(monthLabel('2027-13', words)).toBe('2027-13');
    expect(monthLabel('soon', words)).toBe('soon');
  });
});
