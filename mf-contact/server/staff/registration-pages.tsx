/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Compiled the same way by every runner (see staff-pages.tsx).
import { COURSES } from 'shared/contracts';
import { renderDocument } from '../html';
import { dayName, rupees, monthName } from '../registration-mail';
import type { RegistrationStatus, StoredRegistration } from '../registrations';
import type { CourseRegistration, StatusChange } from '../enrolments';
import { courseStartDate, policySummary, REGISTRATION_STATUSES, rupeesFromPaise, TRANSITIONS, type Refund } from '../enrolment-rules';
import { csvText } from './csv';
import { LANGUAGE_NAMES } from './language-names';
import { Csrf, Layout, PageTop, Status, TableHead, when, type StaffSession } from './staff-pages';
import { PAGE_SIZE } from './staff-store';

/**
 * Course registrations in the staff inbox (issue 40): their own list, newest first, with the
 * reference the parent quotes, the course and price stored when they registered, who to call and the
 * status; a registration's own page with its history and the forms that change its status; the
 * cancellation's confirmation with the refund; a course's CSV. Server-rendered with no script;
 * everything a parent typed is escaped by React.
 */

/** How the office reads each status, and what its button says. */
const STATUS_NAMES: Readonly<Record<RegistrationStatus, string>> = {
  new: 'new',
  confirmed: 'confirmed',
  paid: 'paid',
  waitlisted: 'waitlisted',
  cancelled: 'cancelled',
};
const ACTIONS: Readonly<Record<Exclude<RegistrationStatus, 'new'>, string>> = {
  confirmed: 'Confirm the seat and e-mail the parent',
  paid: 'Mark paid (the office has received the fee)',
  waitlisted: 'Put on the waitlist',
  cancelled: 'Cancel the registration…',
};

/** The rule the refund is counted by, said where staff act and in the README. */
export const START_DATE_RULE =
  'The refund counts the days from today (India) to the course’s start: the start date the office records when it confirms the seat, or else the first day of the preferred start month.';

const startSaid = (registration: StoredRegistration) =>
  registration.startDate
    ? `${dayName(registration.startDate, 'en')} (recorded by the office)`
    : `${dayName(courseStartDate(registration), 'en')} (first day of the preferred month; no date recorded)`;

/** The CSV export: a course and a button (a GET: the course is no personal value). */
const ExportForm = () => (
  <form method="get" action="/staff/registrations.csv">
    <label htmlFor="export-course">Export a course’s registrations as CSV</label>{' '}
    <select id="export-course" name="course">
      {COURSES.map((course) => (
        <option key={course.id} value={course.id}>
          {course.title}
        </option>
      ))}
    </select>{' '}
    <button type="submit">Download CSV</button>
  </form>
);

export function registrationsPage(
  items: readonly StoredRegistration[],
  total: number,
  page: number,
  session: StaffSession,
  message?: string,
  status?: RegistrationStatus,
): string {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageLink = (to: number) =>
    `/staff/registrations?${new URLSearchParams({ ...(status ? { status } : {}), page: String(to) }).toString()}`;
  return renderDocument(
    <Layout title="Registrations" signedIn={session}>
      <PageTop message={message} back="/staff" label="Back to the inbox" />
      <form method="get" action="/staff/registrations">
        <label htmlFor="filter-status">Status</label>{' '}
        <select id="filter-status" name="status" defaultValue={status ?? ''}>
          <option value="">All</option>
          {REGISTRATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_NAMES[value]}
            </option>
          ))}
        </select>{' '}
        <button type="submit">Show</button>
      </form>
      <ExportForm />
      <table>
        <TableHead columns={['Reference', 'Received', 'Course', 'Child', 'Parent or guardian', 'Start', 'Language', 'Status']} />
        <tbody>
          {items.length ? (
            items.map((item) => (
              <tr key={item.id}>
                <td>
                  <a href={`/staff/registrations/${item.id}`}>{item.reference}</a>
                </td>
                <td>{when(item.createdAt)}</td>
                <td>
                  {item.courseName}
                  <br />
                  <span className="muted">{rupees(item.priceInr)}</span>
                </td>
                <td>{`${item.childName}, grade ${item.grade}`}</td>
                <td>
                  {item.parentName}
                  <br />
                  <span className="muted">{`${item.phone}, ${item.email}`}</span>
                </td>
                <td>{item.startDate ? dayName(item.startDate, 'en') : monthName(item.startMonth, 'en')}</td>
                <td>{LANGUAGE_NAMES[item.locale]}</td>
                <td>{STATUS_NAMES[item.status]}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={8}>{status ? `No ${STATUS_NAMES[status]} registrations.` : 'No registrations yet.'}</td>
            </tr>
          )}
        </tbody>
      </table>
      <p>
        {page > 1 ? <a href={pageLink(page - 1)}>Newer</a> : null} {`Page ${page} of ${pages} (${total} in all)`}{' '}
        {page < pages ? <a href={pageLink(page + 1)}>Older</a> : null}
      </p>
    </Layout>,
  );
}

/** A change as the history lists it: who, when, and what was recorded with it. */
function changeSaid(change: StatusChange): string {
  const extra =
    change.refundPercent !== null && change.refundPaise !== null
      ? `; refund ${rupeesFromPaise(change.refundPaise)} (${change.refundPercent} %), ${change.daysBefore ?? 0} days before the start on ${dayName(change.startDate ?? '', 'en')}`
      : change.to === 'confirmed' && change.startDate
        ? `; start date ${dayName(change.startDate, 'en')}`
        : '';
  return `${STATUS_NAMES[change.from]} → ${STATUS_NAMES[change.to]}${extra}`;
}

/** The forms that change the status: one per status allowed next, each with the status it was shown. */
function ChangeForms({ registration, csrf }: { readonly registration: StoredRegistration; readonly csrf: string }) {
  const next = TRANSITIONS[registration.status];
  if (!next.length) return <p>A cancelled registration is final: nothing more can change.</p>;
  return (
    <>
      {next.map((to) =>
        to === 'new' ? null : (
          <form key={to} method="post" action={`/staff/registrations/${registration.id}/status`}>
            <Csrf token={csrf} />
            <input type="hidden" name="from" value={registration.status} />
            <input type="hidden" name="to" value={to} />
            {to === 'confirmed' ? (
              <>
                <label htmlFor="start-date">Course start date (optional; else the first day of the preferred month counts)</label>{' '}
                <input id="start-date" name="start_date" type="date" defaultValue={registration.startDate ?? ''} />{' '}
              </>
            ) : null}
            <button type="submit">{ACTIONS[to]}</button>
          </form>
        ),
      )}
    </>
  );
}

/** One registration: what the parent sent, its status and start, every change with who and when, and what can be done next. */
export function registrationPage(
  registration: StoredRegistration,
  history: readonly StatusChange[],
  session: StaffSession,
  message?: string,
): string {
  const rows: [string, string][] = [
    ['Reference', registration.reference],
    ['Course', `${registration.courseName} (${registration.courseId})`],
    ['Price', `${rupees(registration.priceInr)} (as stored when the parent registered)`],
    ['Child', `${registration.childName}, grade ${registration.grade}`],
    ['Parent or guardian', registration.parentName],
    ['Phone', registration.phone],
    ['E-mail', registration.email],
    ['Preferred start', monthName(registration.startMonth, 'en')],
    ['Start date for the refund', startSaid(registration)],
    ['Language', `${LANGUAGE_NAMES[registration.locale]} (the parent’s e-mails are written in it)`],
    ['Received', `${when(registration.createdAt)}`],
    ['Consent', `notice ${registration.noticeVersion}, ${when(registration.consentedAt)}`],
    ['Status', STATUS_NAMES[registration.status]],
  ];
  return renderDocument(
    <Layout title={`Registration ${registration.reference}`} signedIn={session}>
      <PageTop message={message} back="/staff/registrations" label="Back to the registrations" />
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th>{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>History</h2>
      <table>
        <TableHead columns={['When', 'Who', 'Change']} />
        <tbody>
          <tr>
            <td>{when(registration.createdAt)}</td>
            <td>the parent, on the website</td>
            <td>registered (new)</td>
          </tr>
          {history.map((change) => (
            <tr key={change.id}>
              <td>{when(change.at)}</td>
              <td>{change.by}</td>
              <td>{changeSaid(change)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Change the status</h2>
      <p className="muted">
        Confirming or cancelling e-mails the parent in their language. No payment is taken on the website: the office sends the payment link
        and marks the seat paid when the fee has arrived.
      </p>
      <ChangeForms registration={registration} csrf={session.csrf} />
      <p className="muted">{`Cancellation policy: ${policySummary()}. ${START_DATE_RULE}`}</p>
    </Layout>,
  );
}

/**
 * The cancellation, confirmed before it is made: for a paid seat, the refund the policy gives today
 * (recorded with the cancellation if it is confirmed today, told to the parent); otherwise that
 * nothing was paid.
 */
export function cancelPage(registration: StoredRegistration, refund: Refund | null, session: StaffSession, message?: string): string {
  return renderDocument(
    <Layout title={`Cancel ${registration.reference}?`} signedIn={session}>
      <Status message={message} />
      <p>{`${registration.childName}, ${registration.courseName}, status ${STATUS_NAMES[registration.status]}.`}</p>
      {refund ? (
        <p id="refund">
          {refund.daysBefore >= 0
            ? `Cancelling today, ${refund.daysBefore} days before the start on ${dayName(refund.startDate, 'en')}, gives a ${refund.percent} % refund: ${rupeesFromPaise(refund.paise)} of ${rupees(registration.priceInr)}.`
            : `The course started on ${dayName(refund.startDate, 'en')}: cancelling now gives no refund (₹0).`}{' '}
          The refund is recorded with the cancellation and told to the parent; the office pays it back the way the parent paid.
        </p>
      ) : (
        <p id="refund">Nothing has been paid for this seat, so there is no refund.</p>
      )}
      <p className="muted">{`Cancellation policy: ${policySummary()}. ${START_DATE_RULE} Cancelling is final.`}</p>
      <form method="post" action={`/staff/registrations/${registration.id}/status`}>
        <Csrf token={session.csrf} />
        <input type="hidden" name="from" value={registration.status} />
        <input type="hidden" name="to" value="cancelled" />
        <input type="hidden" name="confirm" value="yes" />
        {refund ? <input type="hidden" name="refund_percent" value={String(refund.percent)} /> : null}
        <button type="submit">Cancel the registration and e-mail the parent</button>
      </form>
      <p>
        <a href={`/staff/registrations/${registration.id}`}>Keep the registration</a>
      </p>
    </Layout>,
  );
}

/** A course's registrations as CSV (csv.ts: safe to open in a spreadsheet). */
export function registrationsCsv(items: readonly CourseRegistration[]): string {
  const header = [
    'reference',
    'received (UTC)',
    'course',
    'price (INR)',
    'child',
    'grade',
    'parent or guardian',
    'phone',
    'email',
    'preferred start',
    'start date',
    'language',
    'status',
    'refund (INR)',
    'notice',
    'consented (UTC)',
  ];
  const rows = items.map((item) => [
    item.reference,
    item.createdAt.toISOString(),
    item.courseName,
    String(item.priceInr),
    item.childName,
    String(item.grade),
    item.parentName,
    item.phone,
    item.email,
    item.startMonth,
    item.startDate ?? '',
    LANGUAGE_NAMES[item.locale],
    item.status,
    item.refundPaise === null ? '' : (item.refundPaise / 100).toFixed(2),
    item.noticeVersion,
    item.consentedAt.toISOString(),
  ]);
  return csvText(header, rows);
}
