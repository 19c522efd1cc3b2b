import { BRAND_NAME } from 'shared/site';
import { FORM_NAMES } from 'shared/contracts';
import { PAGE_SIZE, type Answer, type Filter, type InboxItem } from './staff-store';

/**
 * The staff inbox's HTML, written on the server with no script at all. Everything a visitor typed is
 * escaped before it is written, so a message holding markup or a script is shown as text.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#1f2937}header,main{max-width:72rem;margin:0 auto;padding:1rem}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem;border-bottom:1px solid #eee;vertical-align:top}pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.75rem}
button,input,select,textarea{font:inherit;min-height:36px}form.inline{display:inline}.muted{color:#555}`;

export function layout(title: string, body: string, signedIn?: { readonly email: string; readonly csrf: string }): string {
  const account = signedIn
    ? `<form class="inline" method="post" action="/staff/sign-out"><input type="hidden" name="csrf" value="${escapeHtml(signedIn.csrf)}"><span class="muted">${escapeHtml(signedIn.email)}</span> <button type="submit">Sign out</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(BRAND_NAME)} staff</title><style>${STYLE}</style></head><body><header><strong>${escapeHtml(BRAND_NAME)} inbox</strong>${account}</header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const signInPage = (message?: string) =>
  layout(
    'Staff sign-in',
    `${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}<form method="post" action="/staff/sign-in"><label for="email">Your staff e-mail address</label><br><input id="email" name="email" type="email" autocomplete="email" required> <button type="submit">E-mail me a sign-in link</button></form>`,
  );

export const confirmSignInPage = (token: string) =>
  layout(
    'Sign in',
    `<form method="post" action="/staff/sign-in/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Sign in to the inbox</button></form>`,
  );

const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');
const summary = (item: InboxItem) =>
  item.form === 'newsletter'
    ? item.confirmedAt
      ? 'confirmed'
      : 'not confirmed yet'
    : (item.fields.message ?? [item.fields.course, item.fields.plan].filter(Boolean).join(', '));

/** The list: filters as a GET form (a link keeps them), a page of rows, and the pages. */
export function listPage(items: readonly InboxItem[], total: number, filter: Filter, session: { email: string; csrf: string }): string {
  const query = (extra: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries({ q: filter.q ?? '', form: filter.form ?? '', status: filter.status ?? '', ...extra }).filter(([, v]) => v !== '') as [
        string,
        string,
      ][],
    ).toString();
  const option = (value: string, label: string, selected: string | undefined) =>
    `<option value="${value}"${selected === value ? ' selected' : ''}>${label}</option>`;
  const rows = items
    .map(
      (item) =>
        `<tr><td>${when(item.createdAt)}</td><td>${escapeHtml(item.form)}</td><td><a href="/staff/submissions/${item.id}">${escapeHtml(item.fields.name ?? item.email)}</a><br><span class="muted">${escapeHtml(item.email)}</span></td><td>${escapeHtml(summary(item).slice(0, 140))}</td><td>${item.status}</td></tr>`,
    )
    .join('');
  const page = filter.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const nav = [
    page > 1 ? `<a href="/staff?${query({ page: page - 1 })}">Newer</a>` : '',
    `Page ${page} of ${pages} (${total} in all)`,
    page < pages ? `<a href="/staff?${query({ page: page + 1 })}">Older</a>` : '',
  ].join(' ');
  return layout(
    'Inbox',
    `<form method="get" action="/staff"><label>Search <input name="q" value="${escapeHtml(filter.q ?? '')}"></label>
<label>Form <select name="form">${option('', 'All', filter.form)}${FORM_NAMES.map((f) => option(f, f, filter.form)).join('')}</select></label>
<label>Status <select name="status">${option('', 'All', filter.status)}${option('new', 'New', filter.status)}${option('handled', 'Handled', filter.status)}</select></label>
<button type="submit">Show</button> <a href="/staff/export.csv?${query({})}">Export CSV</a></form>
<table><thead><tr><th>Received (UTC)</th><th>Form</th><th>From</th><th>About</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="5">Nothing matches.</td></tr>'}</tbody></table><p>${nav}</p>`,
    session,
  );
}

/** The subject an answer gets unless staff write another. */
export const answerSubject = (item: Pick<InboxItem, 'form' | 'fields'>) =>
  item.fields.subject
    ? `Re: ${item.fields.subject}`
    : `Re: your ${item.form === 'waitlist' ? 'waitlist request' : 'message'} to ${BRAND_NAME}`;

/** The answers sent (or waiting to be sent), and the form to write one: e-mailed by the server, to the visitor's address. */
function answersSection(item: InboxItem, answers: readonly Answer[], csrf: string, draft?: { subject: string; text: string }): string {
  if (item.form === 'newsletter') return '';
  const list = answers
    .map(
      (answer) =>
        `<li><strong>${escapeHtml(answer.subject)}</strong> by ${escapeHtml(answer.by)}, ${when(answer.queuedAt)} UTC, ${answer.sentAt ? `sent ${when(answer.sentAt)} UTC` : 'waiting to be sent'}<pre>${escapeHtml(answer.text)}</pre></li>`,
    )
    .join('');
  return `<h2>Answer by e-mail</h2>${list ? `<ul>${list}</ul>` : ''}<form method="post" action="/staff/submissions/${item.id}/answer">${csrf}
<p>To ${escapeHtml(item.email)}, from the website's address; replies come to the office. Plain text. Sending marks the enquiry handled.</p>
<label>Subject <input name="subject" size="60" maxlength="200" value="${escapeHtml(draft?.subject ?? answerSubject(item))}"></label><br>
<label for="answer-text">Answer</label><br><textarea id="answer-text" name="text" rows="8" cols="70" required>${escapeHtml(draft?.text ?? '')}</textarea><br><button type="submit">Send answer</button></form>`;
}

/** One submission: every field as text, its consent record, and what staff can do with it. */
export function itemPage(
  item: InboxItem,
  session: { email: string; csrf: string },
  answers: readonly Answer[] = [],
  message?: string,
  draft?: { subject: string; text: string },
): string {
  const csrf = `<input type="hidden" name="csrf" value="${escapeHtml(session.csrf)}">`;
  const fields = Object.entries(item.fields)
    .filter(([key]) => key !== 'message')
    .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return layout(
    `${item.form} #${item.id}`,
    `${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}<p><a href="/staff">Back to the inbox</a></p>
<table>${fields}<tr><th>received</th><td>${when(item.createdAt)} UTC</td></tr><tr><th>consent</th><td>notice ${escapeHtml(item.noticeVersion)}, ${when(item.consentedAt)} UTC${item.form === 'newsletter' ? `; ${item.confirmedAt ? `confirmed ${when(item.confirmedAt)} UTC` : 'not confirmed yet'}` : ''}</td></tr><tr><th>status</th><td>${item.status}</td></tr></table>
${item.fields.message !== undefined ? `<h2>Message</h2><pre>${escapeHtml(item.fields.message)}</pre>` : ''}
${answersSection(item, answers, csrf, draft)}
<form method="post" action="/staff/submissions/${item.id}/status">${csrf}<input type="hidden" name="status" value="${item.status === 'new' ? 'handled' : 'new'}"><button type="submit">${item.status === 'new' ? 'Mark handled' : 'Mark as new'}</button></form>
<h2>Note</h2><form method="post" action="/staff/submissions/${item.id}/note">${csrf}<textarea name="note" rows="4" cols="60" maxlength="2000">${escapeHtml(item.note)}</textarea><br><button type="submit">Save note</button></form>
<h2>Erase this person's data</h2><form method="post" action="/staff/erase">${csrf}<input type="hidden" name="email" value="${escapeHtml(item.email)}"><p>Deletes every enquiry, sign-up and waitlist request from ${escapeHtml(item.email)}. This cannot be undone.</p><button type="submit">Erase all data of ${escapeHtml(item.email)}</button></form>`,
    session,
  );
}

/** CSV of submissions; a cell that a spreadsheet would run as a formula is prefixed with '. */
export function toCsv(items: readonly InboxItem[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${safe.replace(/"/g, '""')}"`;
  };
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
    'note',
    'notice',
    'consented',
  ];
  const lines = items.map((item) =>
    [
      String(item.id),
      item.createdAt.toISOString(),
      item.form,
      item.status,
      item.email,
      ...['name', 'phone', 'subject', 'message', 'grade', 'course', 'plan'].map((key) => item.fields[key] ?? ''),
      item.note,
      item.noticeVersion,
      item.consentedAt.toISOString(),
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
