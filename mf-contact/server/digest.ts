import type { FormName } from 'shared/contracts';
import type { AbuseReason } from './limits';
import { oneLine } from './mail-text';
import type { MailMessage } from './mail';
import { partnershipReference } from './partnerships';
import { registrationReference } from './registrations';

/**
 * The office's digest of a burst: one plain-text e-mail for a period in which posts were refused or
 * held, instead of one e-mail a post. It counts what was refused and why, and lists the held posts
 * (stored, in the staff inbox, not e-mailed one by one) by who and what about, without their text.
 */
export interface HeldPost {
  /** A submission's id (its number in the inbox), or a registration's (a table of its own: see `heldName`). */
  readonly id: number;
  readonly form: FormName;
  /** When it was stored: a registration's and a partnership enquiry's reference carry its year. */
  readonly createdAt: Date;
  readonly email: string;
  readonly name?: string;
  readonly subject?: string;
}

/** At most this many held posts are listed by name; the inbox has them all. */
export const DIGEST_LIST_MAX = 50;

const REFUSALS: readonly [Exclude<AbuseReason, 'held'>, string][] = [
  ['cap', 'refused: the site-wide limit a minute was reached'],
  ['limited', 'refused: too many from one connection'],
  ['too-fast', 'refused quietly: sent within seconds of the form being shown'],
  ['honeypot', 'refused quietly: the hidden field a person never fills was filled'],
];

/**
 * How the office finds a held post: a registration by its reference (RM-2026-000123, as the inbox's
 * registrations list and the parent name it; its id is a registration's, which would read as another
 * submission's "#"), a partnership enquiry by its PA reference, anything else by its inbox number.
 */
export const heldName = (post: Pick<HeldPost, 'id' | 'form' | 'createdAt'>): string =>
  post.form === 'registration'
    ? registrationReference(post.id, post.createdAt)
    : post.form === 'partnership'
      ? partnershipReference(post.id, post.createdAt)
      : `#${post.id}`;

/** The time in India (UTC+5:30), as the office reads it. */
const india = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString();
const hhmm = (date: Date) => india(date).slice(11, 16);

export function digestMessage(
  period: { readonly start: Date; readonly end: Date },
  held: readonly HeldPost[],
  counts: Readonly<Record<AbuseReason, number>>,
  options: { readonly officeEmail: string; readonly mailFrom: string; readonly publicUrl?: string },
): MailMessage {
  const refused = REFUSALS.reduce((sum, [reason]) => sum + (counts[reason] ?? 0), 0);
  const when = `${india(period.start).slice(0, 10)} ${hhmm(period.start)}-${hhmm(period.end)} IST`;
  const lines = [
    `Between ${when} the website's forms were busier than people make them: probably a bot.`,
    '',
    `${held.length} stored but not e-mailed one by one (held for this digest; each is in the staff inbox).`,
    ...REFUSALS.filter(([reason]) => counts[reason]).map(([reason, label]) => `${counts[reason]} ${label}.`),
    '',
    ...(held.length ? ['Held:'] : []),
    ...held
      .slice(0, DIGEST_LIST_MAX)
      .map(
        (post) =>
          `${heldName(post)} ${post.form}, ${oneLine(post.name ?? '', 60) || '(no name)'} <${oneLine(post.email, 100)}>${post.subject ? `: ${oneLine(post.subject, 40)}` : ''}`,
      ),
    ...(held.length > DIGEST_LIST_MAX ? [`... and ${held.length - DIGEST_LIST_MAX} more.`] : []),
    ...(options.publicUrl ? ['', `Staff inbox: ${options.publicUrl.replace(/\/$/, '')}/staff`] : []),
    '',
    'Nothing needs doing unless a real enquiry is among them. Posts are still limited per connection and site-wide.',
  ];
  return {
    from: options.mailFrom,
    to: options.officeEmail,
    subject: `Website forms digest ${when}: ${held.length} held, ${refused} refused`,
    text: `${lines.join('\n')}\n`,
  };
}
