/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Compiled the same way by every runner (see staff-pages.tsx).
import { renderDocument } from '../html';
import { rupees, monthName } from '../registration-mail';
import type { StoredRegistration } from '../registrations';
import { LANGUAGE_NAMES } from './language-names';
import { Layout, TableHead, when, type StaffSession } from './staff-pages';
import { PAGE_SIZE } from './staff-store';

/**
 * Course registrations in the staff inbox (issue 40): their own list, newest first, with the
 * reference the parent quotes, the course and price stored when they registered, who to call and the
 * status. Server-rendered with no script; everything a parent typed is escaped by React.
 */
export function registrationsPage(items: readonly StoredRegistration[], total: number, page: number, session: StaffSession): string {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return renderDocument(
    <Layout title="Registrations" signedIn={session}>
      <p>
        <a href="/staff">Back to the inbox</a>
      </p>
      <table>
        <TableHead columns={['Reference', 'Received (UTC)', 'Course', 'Child', 'Parent or guardian', 'Start', 'Language', 'Status']} />
        <tbody>
          {items.length ? (
            items.map((item) => (
              <tr key={item.id}>
                <td>{item.reference}</td>
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
                <td>{monthName(item.startMonth, 'en')}</td>
                <td>{LANGUAGE_NAMES[item.locale]}</td>
                <td>{item.status}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={8}>No registrations yet.</td>
            </tr>
          )}
        </tbody>
      </table>
      <p>
        {page > 1 ? <a href={`/staff/registrations?page=${page - 1}`}>Newer</a> : null} {`Page ${page} of ${pages} (${total} in all)`}{' '}
        {page < pages ? <a href={`/staff/registrations?page=${page + 1}`}>Older</a> : null}
      </p>
    </Layout>,
  );
}
