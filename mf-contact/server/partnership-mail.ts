import { formLocale, partnershipLabName, type Locale } from 'shared/contracts';
import { CONTACT_EMAIL, CONTACT_PHONE } from 'shared/site';
import { institutionKindName } from '../contract/institution-kinds';
import type { MailMessage } from './mail';
import { oneLine } from './mail-text';
import { partnershipReference } from './partnerships';
import { LANGUAGE_NAMES } from './staff/language-names';
import { serverWords } from './words';

/**
 * A partnership enquiry's two e-mails (issue 40, point 3): the contact person's confirmation, in the
 * language of the page they wrote from, with the reference, what they told us and what happens next;
 * and the office's, in English like every other office e-mail. Plain text; everything typed goes
 * through `oneLine` (the message is quoted below the facts, as text), so no field can add a header.
 */

/** What the outbox reads of an enquiry's submission. */
export interface PartnershipMailRow {
  readonly submission_id?: number | null;
  readonly email: string;
  readonly fields: Record<string, string> | string;
  readonly created_at: Date | string;
  readonly locale?: string | null;
}

const fieldsOf = (row: PartnershipMailRow) =>
  typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields;

/** The kind of institution by its name in a language (an id the contract no longer has: as stored). */
export const kindName = (kind: string, locale: Locale): string => institutionKindName(kind, locale);

/** The labs of interest (stored as ids, comma-separated) by their names in a language. */
export const labNames = (labs: string | undefined, locale: Locale): string[] =>
  (labs ?? '')
    .split(',')
    .filter(Boolean)
    .map((id) => partnershipLabName(id, locale) ?? id);

/** A number of students as India writes it: 1,20,000. */
export const studentCount = (students: string | undefined, locale: Locale) => {
  const count = Number(students);
  return Number.isFinite(count) && students ? new Intl.NumberFormat(`${locale}-IN`).format(count) : (students ?? '');
};

/** What the visitor is told when an enquiry is stored, or was stored already (in their language). */
export function partnershipAnswer(outcome: { reference: string; institution: string; duplicate: boolean }, locale: Locale): string {
  const i18n = serverWords.i18nFor(locale);
  const values = { institution: outcome.institution, reference: outcome.reference };
  return outcome.duplicate ? i18n._('partnership.already', values) : i18n._('partnership.received', values);
}

const referenceOf = (row: PartnershipMailRow) => partnershipReference(Number(row.submission_id ?? 0), new Date(row.created_at));

/** The contact person's confirmation, to the address they gave, replies going to the office. */
export function partnershipConfirmation(
  row: PartnershipMailRow,
  options: { readonly officeEmail: string; readonly mailFrom: string },
): MailMessage {
  const locale = formLocale(row.locale);
  const i18n = serverWords.i18nFor(locale);
  const fields = fieldsOf(row);
  const reference = referenceOf(row);
  const institution = oneLine(fields.institution ?? '', 150);
  const labs = labNames(fields.labs, locale);
  const lines = [
    i18n._('partnership.mail.greeting', { name: oneLine(fields.name ?? '', 100) }),
    '',
    i18n._('partnership.mail.thanks', { institution, reference }),
    '',
    i18n._('partnership.mail.summary'),
    `- ${i18n._('partnership.mail.kind', { kind: kindName(fields.kind ?? '', locale) })}`,
    `- ${i18n._('partnership.mail.city', { city: oneLine(fields.city ?? '', 80) })}`,
    `- ${i18n._('partnership.mail.students', { students: studentCount(fields.students, locale) })}`,
    `- ${labs.length ? i18n._('partnership.mail.labs', { labs: labs.join(', ') }) : i18n._('partnership.mail.noLabs')}`,
    '',
    i18n._('partnership.mail.next', { phone: oneLine(fields.phone ?? '', 30) }),
    '',
    i18n._('partnership.mail.notYou', { phone: CONTACT_PHONE.display }),
    i18n._('partnership.mail.kept', { email: CONTACT_EMAIL.display }),
  ];
  return {
    from: options.mailFrom,
    to: oneLine(row.email, 254),
    replyTo: options.officeEmail,
    subject: oneLine(i18n._('partnership.mail.subject', { reference }), 200),
    text: `${lines.join('\n')}\n`,
  };
}

/** The office's e-mail for a new partnership enquiry: every fact it needs to call back, replies going to the contact person. */
export function partnershipOfficeMessage(
  row: PartnershipMailRow,
  options: { readonly officeEmail: string; readonly mailFrom: string },
): MailMessage {
  const fields = fieldsOf(row);
  const locale = formLocale(row.locale);
  const reference = referenceOf(row);
  const labs = labNames(fields.labs, 'en');
  const lines = [
    `Reference: ${reference}`,
    `Institution: ${oneLine(fields.institution ?? '', 150)}`,
    `Kind: ${kindName(fields.kind ?? '', 'en')}`,
    `City or district: ${oneLine(fields.city ?? '', 80)}`,
    `Students: ${studentCount(fields.students, 'en')}`,
    `Labs of interest: ${labs.length ? labs.join(', ') : 'not chosen yet'}`,
    `Contact person: ${oneLine(fields.name ?? '', 100)}${fields.role ? `, ${oneLine(fields.role, 80)}` : ''}`,
    `Phone: ${oneLine(fields.phone ?? '', 30)}`,
    `E-mail: ${oneLine(row.email, 254)}`,
    ...(locale === 'en' ? [] : [`Language: ${LANGUAGE_NAMES[locale]} (sent from the ${LANGUAGE_NAMES[locale]} page)`]),
  ];
  const message = fields.message ? `\n\nTheir message:\n${fields.message}` : '';
  return {
    from: options.mailFrom,
    to: options.officeEmail,
    replyTo: oneLine(row.email, 254),
    subject: `Partnership enquiry ${reference}: ${oneLine(fields.institution ?? '', 60)}, ${oneLine(fields.city ?? '', 40)}`,
    text: `${lines.join('\n')}${message}\n\nThey were told: the office will call to talk it through, arrange a visit and send a proposal. It is listed under Partnerships in the staff inbox.\n\nReceived ${new Date(row.created_at).toISOString()} through the website (number ${row.submission_id ?? '?'} in the staff inbox).\n`,
  };
}
