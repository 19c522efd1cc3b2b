/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs under tsx from any folder (tests start it from the repository's root, where no
// tsconfig sets the JSX runtime): these pragmas make every runner compile this file the same way.
import type { ReactNode } from 'react';
import { BRAND_NAME } from 'shared/site';
import { FORM_NAMES } from 'shared/contracts';
import { renderDocument } from '../html';
import { LANGUAGE_NAMES } from './language-names';
import { csvText } from './csv';
import { kindName, labNames, studentCount } from '../partnership-mail';
import { partnershipReference } from '../partnerships';
import { serverWords } from '../words';
import { PAGE_SIZE, type Answer, type Filter, type InboxItem } from './staff-store';
import type { ErasedCounts } from '../store';

/**
 * The staff inbox's HTML, written on the server with no script at all, as React elements rendered
 * to static markup (../html.tsx): everything a visitor typed is escaped by React, so a message
 * holding markup or a script is shown as text.
 */

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#1f2937}header,main{max-width:72rem;margin:0 auto;padding:1rem}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem;border-bottom:1px solid #eee;vertical-align:top}pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.75rem}
button,input,select,textarea{font:inherit;min-height:36px}form.inline{display:inline}.muted{color:#555}`;

export interface StaffSession {
  readonly email: string;
  readonly csrf: string;
}

export const Csrf = ({ token }: { readonly token: string }) => <input type="hidden" name="csrf" value={token} />;

export function Layout({
  title,
  signedIn,
  children,
}: {
  readonly title: string;
  readonly signedIn?: StaffSession;
  readonly children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${BRAND_NAME} staff`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <header>
          <strong>{`${BRAND_NAME} inbox`}</strong>
          {signedIn ? (
            <form className="inline" method="post" action="/staff/sign-out">
              <Csrf token={signedIn.csrf} />
              <span className="muted">{signedIn.email}</span> <button type="submit">Sign out</button>
            </form>
          ) : null}
        </header>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** A table's header row. */
export const TableHead = ({ columns }: { readonly columns: readonly string[] }) => (
  <thead>
    <tr>
      {columns.map((column) => (
        <th key={column}>{column}</th>
      ))}
    </tr>
  </thead>
);

export const Status = ({ message }: { readonly message?: string }) => (message ? <p role="status">{message}</p> : null);

/** The top of a page about one thing: what happened (if anything), and the way back to its list. */
export const PageTop = ({ message, back, label }: { readonly message?: string; readonly back: string; readonly label: string }) => (
  <>
    <Status message={message} />
    <p>
      <a href={back}>{label}</a>
    </p>
  </>
);

export const signInPage = (message?: string) =>
  renderDocument(
    <Layout title="Staff sign-in">
      <Status message={message} />
      <form method="post" action="/staff/sign-in">
        <label htmlFor="email">Your staff e-mail address</label>
        <br />
        <input id="email" name="email" type="email" autoComplete="email" required /> <button type="submit">E-mail me a sign-in link</button>
      </form>
    </Layout>,
  );

export const confirmSignInPage = (token: string) =>
  renderDocument(
    <Layout title="Sign in">
      <form method="post" action="/staff/sign-in/confirm">
        <input type="hidden" name="token" value={token} />
        <button type="submit">Sign in to the inbox</button>
      </form>
    </Layout>,
  );

/** A moment as the office in Ahmedabad reads it: 2026-11-26 11:04 IST (India has one zone and no summer time). */
export const when = (date: Date) => `${new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ')} IST`;
const summary = (item: InboxItem) =>
  item.form === 'newsletter'
    ? item.confirmedAt
      ? 'confirmed'
      : 'not confirmed yet'
    : item.form === 'partnership'
      ? `${partnershipReference(item.id, item.createdAt)}: ${item.fields.institution ?? ''} (${kindName(item.fields.kind ?? '', 'en')}), ${item.fields.city ?? ''}, ${studentCount(item.fields.students, 'en')} students`
      : (item.fields.message ?? [item.fields.course, item.fields.plan].filter(Boolean).join(', '));

/**
 * A partnership enquiry's fields as staff read them (decision 062): labelled, the kind and the labs by
 * their English names, in the form's order; the message is quoted in the answers' thread.
 */
function partnershipRows(item: InboxItem): [string, string][] {
  const fields = item.fields;
  const labs = labNames(fields.labs, 'en');
  return [
    ['Reference', partnershipReference(item.id, item.createdAt)],
    ['Institution', fields.institution ?? ''],
    ['Kind', kindName(fields.kind ?? '', 'en')],
    ['City or district', fields.city ?? ''],
    ['Students', studentCount(fields.students, 'en')],
    ['Labs of interest', labs.length ? labs.join(', ') : 'not chosen yet'],
    ['Contact person', fields.name ?? ''],
    ['Role', fields.role || '(not given)'],
    ['Phone', fields.phone ?? ''],
    ['E-mail', item.email],
  ];
}

/**
 * The filter's fields as hidden inputs: a search's words are personal data (an address, a name), so
 * they travel in a POST body, never in a link (issue 38).
 */
const FilterFields = ({ filter, page }: { readonly filter: Filter; readonly page?: number }) => (
  <>
    {filter.q ? <input type="hidden" name="q" value={filter.q} /> : null}
    {filter.form ? <input type="hidden" name="form" value={filter.form} /> : null}
    {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
    {page ? <input type="hidden" name="page" value={String(page)} /> : null}
  </>
);

function PageButton({ filter, page, label }: { readonly filter: Filter; readonly page: number; readonly label: string }) {
  return (
    <form className="inline" method="post" action="/staff">
      <FilterFields filter={filter} page={page} />
      <button type="submit">{label}</button>
    </form>
  );
}

function Choice({
  name,
  options,
  selected,
}: {
  readonly name: string;
  readonly options: readonly (readonly [string, string])[];
  readonly selected?: string;
}) {
  return (
    <select id={`filter-${name}`} name={name} defaultValue={selected ?? ''}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}

/**
 * The list: the filters as a POST form (so a search never sits in a URL or a log), a page of rows,
 * and the pages. `empty` is what the table says when no row is shown.
 */
export function listPage(
  items: readonly InboxItem[],
  total: number,
  filter: Filter,
  session: StaffSession,
  empty = 'Nothing matches.',
): string {
  const page = filter.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return renderDocument(
    <Layout title="Inbox" signedIn={session}>
      <p>
        <a href="/staff/registrations">Course registrations</a> · <a href="/staff?form=partnership">Partnership enquiries</a>
      </p>
      <form method="post" action="/staff">
        <label>
          Search <input name="q" defaultValue={filter.q ?? ''} />
        </label>{' '}
        <label htmlFor="filter-form">Form</label>{' '}
        <Choice name="form" options={[['', 'All'], ...FORM_NAMES.map((f) => [f, f] as const)]} selected={filter.form} />{' '}
        <label htmlFor="filter-status">Status</label>{' '}
        <Choice
          name="status"
          options={[
            ['', 'All'],
            ['new', 'New'],
            ['handled', 'Handled'],
          ]}
          selected={filter.status}
        />{' '}
        <button type="submit">Show</button>{' '}
        <button type="submit" formAction="/staff/export.csv">
          Export CSV
        </button>
      </form>
      <table>
        <TableHead columns={['Received', 'Form', 'Language', 'From', 'About', 'Status']} />
        <tbody>
          {items.length ? (
            items.map((item) => (
              <tr key={item.id}>
                <td>{when(item.createdAt)}</td>
                <td>{item.form}</td>
                <td>{LANGUAGE_NAMES[item.locale]}</td>
                <td>
                  <a href={`/staff/submissions/${item.id}`}>{item.fields.name ?? item.email}</a>
                  <br />
                  <span className="muted">{item.email}</span>
                </td>
                <td>{summary(item).slice(0, 140)}</td>
                <td>{item.status}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={6}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
      <p>
        {page > 1 ? <PageButton filter={filter} page={page - 1} label="Newer" /> : null} {`Page ${page} of ${pages} (${total} in all)`}{' '}
        {page < pages ? <PageButton filter={filter} page={page + 1} label="Older" /> : null}
      </p>
    </Layout>,
  );
}

/**
 * The subject an answer gets unless staff write another: in the visitor's language (the e-mail is
 * theirs, though the inbox is English), from the server's catalog. "Re:" stays as every mail client
 * writes it, so the answer threads with what the visitor sent.
 */
export function answerSubject(item: Pick<InboxItem, 'form' | 'fields' | 'locale'>): string {
  const i18n = serverWords.i18nFor(item.locale);
  const brand = BRAND_NAME;
  if (item.form === 'waitlist') return i18n._('answer.subject.waitlist', { brand });
  if (item.form === 'partnership') return i18n._('answer.subject.partnership', { brand });
  switch (item.fields.subject) {
    case 'Program Inquiry':
      return i18n._('answer.subject.programInquiry');
    case 'Registration':
      return i18n._('answer.subject.registration');
    case 'School Partnership':
      return i18n._('answer.subject.schoolPartnership');
    case 'Support':
      return i18n._('answer.subject.support');
    default:
      return i18n._('answer.subject.message', { brand });
  }
}

/** Where an answer's e-mail is: sent, waiting, or failing and retried by the outbox (with the error's code only). */
export function deliveryState(answer: Pick<Answer, 'sentAt' | 'attempts' | 'lastError'>): string {
  if (answer.sentAt) return `sent ${when(answer.sentAt)}`;
  if (answer.lastError)
    return `not sent yet: ${answer.attempts} ${answer.attempts === 1 ? 'attempt' : 'attempts'} failed (last: ${answer.lastError}); the outbox keeps trying`;
  return 'waiting to be sent';
}

/**
 * The thread: the visitor's message, then each answer with who wrote it, when, and where its e-mail
 * is; then the form to write one, e-mailed by the server to the visitor's own address.
 */
function AnswersSection({
  item,
  answers,
  csrf,
  draft,
}: {
  readonly item: InboxItem;
  readonly answers: readonly Answer[];
  readonly csrf: string;
  readonly draft?: { readonly subject: string; readonly text: string };
}) {
  if (item.form === 'newsletter') return null;
  return (
    <>
      <h2>Thread</h2>
      <ol>
        <li>
          <strong>{item.fields.name ?? item.email}</strong>
          {` (the visitor, from the website), ${when(item.createdAt)}`}
          {item.fields.message !== undefined ? (
            <pre>{item.fields.message}</pre>
          ) : (
            <p className="muted">No message: see the fields above.</p>
          )}
        </li>
        {answers.map((answer) => (
          <li key={answer.id}>
            <strong>{answer.subject}</strong>
            {` by ${answer.by}, ${when(answer.queuedAt)}, ${deliveryState(answer)}`}
            <pre>{answer.text}</pre>
          </li>
        ))}
      </ol>
      <h2>Answer by e-mail</h2>
      <form method="post" action={`/staff/submissions/${item.id}/answer`}>
        <Csrf token={csrf} />
        <p>{`To ${item.email}, from the website's address; replies come to the office. Plain text; the visitor's message is quoted below it. Sending marks the enquiry handled.`}</p>
        <label>
          Subject <input name="subject" size={60} maxLength={200} defaultValue={draft?.subject ?? answerSubject(item)} />
        </label>
        <br />
        <label htmlFor="answer-text">Answer</label>
        <br />
        <textarea id="answer-text" name="text" rows={8} cols={70} required defaultValue={draft?.text ?? ''} />
        <br />
        <button type="submit">Send answer</button>
      </form>
    </>
  );
}

/** One submission: every field as text, its consent record, and what staff can do with it. */
export function itemPage(
  item: InboxItem,
  session: StaffSession,
  answers: readonly Answer[] = [],
  message?: string,
  draft?: { subject: string; text: string },
): string {
  const consent = `notice ${item.noticeVersion}, ${when(item.consentedAt)}${
    item.form === 'newsletter' ? `; ${item.confirmedAt ? `confirmed ${when(item.confirmedAt)}` : 'not confirmed yet'}` : ''
  }`;
  return renderDocument(
    <Layout
      title={
        item.form === 'partnership' ? `Partnership enquiry ${partnershipReference(item.id, item.createdAt)}` : `${item.form} #${item.id}`
      }
      signedIn={session}
    >
      <PageTop message={message} back={item.form === 'partnership' ? '/staff?form=partnership' : '/staff'} label="Back to the inbox" />
      <table>
        <tbody>
          {(item.form === 'partnership' ? partnershipRows(item) : Object.entries(item.fields))
            .filter(([key]) => key !== 'message')
            .map(([key, value]) => (
              <tr key={key}>
                <th>{key}</th>
                <td>{value}</td>
              </tr>
            ))}
          <tr>
            <th>language</th>
            <td>{LANGUAGE_NAMES[item.locale]}</td>
          </tr>
          <tr>
            <th>received</th>
            <td>{`${when(item.createdAt)}`}</td>
          </tr>
          <tr>
            <th>consent</th>
            <td>{consent}</td>
          </tr>
          <tr>
            <th>status</th>
            <td>{item.status}</td>
          </tr>
        </tbody>
      </table>
      <AnswersSection item={item} answers={answers} csrf={session.csrf} draft={draft} />
      <form method="post" action={`/staff/submissions/${item.id}/status`}>
        <Csrf token={session.csrf} />
        <input type="hidden" name="status" value={item.status === 'new' ? 'handled' : 'new'} />
        <button type="submit">{item.status === 'new' ? 'Mark handled' : 'Mark as new'}</button>
      </form>
      <h2>Note</h2>
      <form method="post" action={`/staff/submissions/${item.id}/note`}>
        <Csrf token={session.csrf} />
        <textarea name="note" rows={4} cols={60} maxLength={2000} defaultValue={item.note} />
        <br />
        <button type="submit">Save note</button>
      </form>
      <h2>Erase this person&apos;s data</h2>
      <form method="post" action="/staff/erase">
        <Csrf token={session.csrf} />
        <input type="hidden" name="email" value={item.email} />
        <input type="hidden" name="from" value={String(item.id)} />
        <p>{`Deletes every enquiry, sign-up, waitlist request, registration, partnership enquiry and e-mail queued for ${item.email}, and what the database files still held of them. The next page shows what that is and asks you to confirm; it cannot be undone.`}</p>
        <button type="submit">{`Erase all data of ${item.email}…`}</button>
      </form>
    </Layout>,
  );
}

/** CSV of submissions (csv.ts: no cell a spreadsheet would run as a formula). */
export function toCsv(items: readonly InboxItem[]): string {
  const header = [
    'id',
    'received',
    'form',
    'status',
    'email',
    'name',
    'phone',
    'subject',
    'message',
    'grade',
    'course',
    'plan',
    'institution',
    'kind',
    'city',
    'students',
    'labs',
    'role',
    'note',
    'notice',
    'consented',
  ];
  const rows = items.map((item) => [
    String(item.id),
    item.createdAt.toISOString(),
    item.form,
    item.status,
    item.email,
    ...['name', 'phone', 'subject', 'message', 'grade', 'course', 'plan', 'institution', 'kind', 'city', 'students', 'labs', 'role'].map(
      (key) => item.fields[key] ?? '',
    ),
    item.note,
    item.noticeVersion,
    item.consentedAt.toISOString(),
  ]);
  return csvText(header, rows);
}

/** "1 enquiry", "2 enquiries": a count and its noun, singular or plural (the inbox is English). */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an erasure takes (or took), one line a kind that has any, in the inbox's words; empty when nothing. */
export function erasedLines(counts: ErasedCounts): string[] {
  return [
    counts.contact ? counted(counts.contact, 'enquiry', 'enquiries') : '',
    counts.waitlist ? counted(counts.waitlist, 'waitlist request', 'waitlist requests') : '',
    counts.newsletter ? counted(counts.newsletter, 'newsletter sign-up', 'newsletter sign-ups') : '',
    counts.registration ? counted(counts.registration, 'course registration', 'course registrations') : '',
    counts.partnership ? counted(counts.partnership, 'partnership enquiry', 'partnership enquiries') : '',
    counts.mails ? `${counted(counts.mails, 'e-mail', 'e-mails')} sent or queued for them (the office's, confirmations, answers)` : '',
  ].filter(Boolean);
}

const Lines = ({ lines }: { readonly lines: readonly string[] }) => (
  <ul>
    {lines.map((line) => (
      <li key={line}>{line}</li>
    ))}
  </ul>
);

/**
 * Erasing a person, first press: what is stored under the address now, by kind, and the press that
 * erases it (like cancelling a registration, nothing is erased until the second press). `from` is the
 * submission the erasure was asked from, which "Keep it" leads back to.
 */
export function eraseConfirmPage(email: string, counts: ErasedCounts, session: StaffSession, from?: number): string {
  const lines = erasedLines(counts);
  const back = from ? `/staff/submissions/${from}` : '/staff';
  return renderDocument(
    <Layout title={`Erase all data of ${email}?`} signedIn={session}>
      {lines.length ? (
        <>
          <p>{`Stored under ${email} now, and deleted for good by the button below:`}</p>
          <Lines lines={lines} />
          <p>
            Nothing else in the inbox changes. The database is compacted afterwards, so no copy stays in its files. This cannot be undone.
          </p>
          <form method="post" action="/staff/erase">
            <Csrf token={session.csrf} />
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="confirm" value="yes" />
            <button type="submit">{`Yes, erase all data of ${email}`}</button>
          </form>
          <p>
            <a href={back}>Keep it: go back</a>
          </p>
        </>
      ) : (
        <>
          <p role="status">{`Nothing is stored under ${email}: there is nothing to erase.`}</p>
          <p>
            <a href="/staff">Back to the inbox</a>
          </p>
        </>
      )}
    </Layout>,
  );
}

/** Erasing a person, done: what was erased, plainly, and the way back to the inbox (whose other items stay). */
export function erasedPage(email: string, erased: ErasedCounts, session: StaffSession): string {
  const lines = erasedLines(erased);
  return renderDocument(
    <Layout title={`Erased all data of ${email}`} signedIn={session}>
      {lines.length ? (
        <>
          <p role="status">{`Erased for good everything stored under ${email}:`}</p>
          <Lines lines={lines} />
          <p>The database was compacted, so no copy stays in its files. Everything else in the inbox is as it was.</p>
        </>
      ) : (
        <p role="status">{`Nothing was stored under ${email} any more (a colleague may have erased it already): nothing was erased.`}</p>
      )}
      <p>
        <a href="/staff">Back to the inbox</a>
      </p>
    </Layout>,
  );
}

/** Erasing with no address to erase (a forged or broken form): nothing is erased. */
export const eraseRefusedPage = (session: StaffSession) =>
  renderDocument(
    <Layout title="Nothing was erased" signedIn={session}>
      <PageTop message="That is not an e-mail address: nothing was erased." back="/staff" label="Back to the inbox" />
    </Layout>,
  );
