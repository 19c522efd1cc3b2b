import { CANCELLATION_POLICY, COURSE_TABLE_VERSION, courseById, storedCourseTitle, type Locale } from 'shared/contracts';
import { CONTACT_EMAIL, CONTACT_PHONE } from 'shared/site';
import type { MailMessage } from './mail';
import { oneLine } from './mail-text';
import type { StoredRegistration } from './registrations';
import type { SeatMailPayload } from './enrolments';
import { rupeesFromPaise } from './enrolment-rules';
import { LANGUAGE_NAMES } from './staff/language-names';
import { serverWords } from './words';

/**
 * A registration's two e-mails (issue 40): the parent's confirmation, in the language of the page
 * they registered from, with the reference, the course, its price, the start month, what happens
 * next and the cancellation policy; and the office's, in English, like every other office e-mail.
 * Plain text; everything the parent typed goes through `oneLine`, so no field can add a header.
 */

/** A price in rupees as India writes it: ₹1,499. */
export const rupees = (amount: number) => rupeesFromPaise(amount * 100);

/** Made once per language and kind (a formatter costs far more to make than to use: a list page writes 50 dates). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, withDay: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withDay}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-IN`, {
      ...(withDay ? { day: 'numeric' } : {}),
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** `2026-12` as the month and year in a language: December 2026, दिसंबर 2026, ડિસેમ્બર 2026. */
export function monthName(month: string, locale: Locale): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return dateFormat(locale, false).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** The course's name for the parent, in their language (the office's e-mails keep the stored English name). */
const parentCourseName = (registration: StoredRegistration, locale: Locale) =>
  oneLine(storedCourseTitle(registration.courseId, registration.courseName, locale), 100);

/** What the visitor is told when a registration is stored, or was stored already (in their language). */
export function registrationAnswer(registration: StoredRegistration, duplicate: boolean, locale: Locale): string {
  const i18n = serverWords.i18nFor(locale);
  return duplicate
    ? i18n._('registration.already', { reference: registration.reference })
    : i18n._('registration.received', {
        child: registration.childName,
        course: parentCourseName(registration, locale),
        reference: registration.reference,
      });
}

/** The cancellation policy's lines in a language, from the contract's steps. */
export function policyLines(locale: Locale): string[] {
  const i18n = serverWords.i18nFor(locale);
  const [full, half, none] = CANCELLATION_POLICY;
  return [
    i18n._('registration.mail.policyFull', { days: full.minDays }),
    i18n._('registration.mail.policyHalf', { from: half.minDays, to: full.minDays - 1, percent: half.refundPercent }),
    i18n._('registration.mail.policyNone', { days: half.minDays + none.minDays }),
  ];
}

/** The parent's confirmation, to the address they gave, replies going to the office. */
export function registrationConfirmation(
  registration: StoredRegistration,
  options: { readonly officeEmail: string; readonly mailFrom: string },
): MailMessage {
  const locale = registration.locale;
  const i18n = serverWords.i18nFor(locale);
  const course = parentCourseName(registration, locale);
  const facts = courseById(registration.courseId);
  const child = oneLine(registration.childName, 100);
  const lines = [
    i18n._('registration.mail.greeting', { parent: oneLine(registration.parentName, 100) }),
    '',
    i18n._('registration.mail.thanks', { child, course, reference: registration.reference }),
    '',
    i18n._('registration.mail.course', { course }),
    i18n._('registration.mail.child', { child, grade: registration.grade }),
    facts
      ? i18n._('registration.mail.price', { price: rupees(registration.priceInr), lessons: facts.lessons, weeks: facts.weeks })
      : i18n._('registration.mail.priceOnly', { price: rupees(registration.priceInr) }),
    i18n._('registration.mail.start', { month: monthName(registration.startMonth, locale) }),
    '',
    i18n._('registration.mail.next'),
    '',
    i18n._('registration.mail.policyHeading'),
    ...policyLines(locale).map((line) => `- ${line}`),
    '',
    i18n._('registration.mail.notYou', { phone: CONTACT_PHONE.display }),
    i18n._('registration.mail.kept', { email: CONTACT_EMAIL.display }),
  ];
  return {
    from: options.mailFrom,
    to: oneLine(registration.email, 254),
    replyTo: options.officeEmail,
    subject: oneLine(i18n._('registration.mail.subject', { course, reference: registration.reference }), 200),
    text: `${lines.join('\n')}\n`,
  };
}

/** The office's e-mail for a new registration: every fact it needs to call the parent, replies going to them. */
export function registrationOfficeMessage(
  registration: StoredRegistration,
  options: { readonly officeEmail: string; readonly mailFrom: string },
): MailMessage {
  const lines = [
    `Reference: ${registration.reference}`,
    `Course: ${oneLine(registration.courseName, 100)} (${registration.courseId})`,
    `Price: ${rupees(registration.priceInr)} (course table ${COURSE_TABLE_VERSION})`,
    `Child: ${oneLine(registration.childName, 100)}, grade ${registration.grade}`,
    `Parent or guardian: ${oneLine(registration.parentName, 100)}`,
    `Phone: ${registration.phone}`,
    `E-mail: ${oneLine(registration.email, 254)}`,
    `Preferred start: ${monthName(registration.startMonth, 'en')}`,
    ...(registration.locale === 'en'
      ? []
      : [`Language: ${LANGUAGE_NAMES[registration.locale]} (sent from the ${LANGUAGE_NAMES[registration.locale]} page)`]),
    `Notice agreed to: version ${registration.noticeVersion}, ${registration.consentedAt.toISOString()}`,
  ];
  return {
    from: options.mailFrom,
    to: options.officeEmail,
    replyTo: oneLine(registration.email, 254),
    subject: `Course registration ${registration.reference}: ${oneLine(registration.courseName, 60)}, from ${oneLine(registration.parentName, 60)}`,
    text: `${lines.join('\n')}\n\nThe parent was told: the office will call to confirm the seat and send a payment link. It is listed under Registrations in the staff inbox.\n\nReceived ${registration.createdAt.toISOString()} through the website (registration ${registration.reference} in the staff inbox).\n`,
  };
}

/** A day (YYYY-MM-DD, India's calendar) as a language writes it: 1 January 2027, 1 जनवरी 2027. */
export function dayName(date: string, locale: Locale): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return dateFormat(locale, true).format(at);
}

/**
 * The parent's e-mail when the office confirms the seat or cancels the registration (issue 40, point
 * 2), in the language they registered in, with the reference: for a confirmation, when the course
 * starts and how payment is arranged (never on the website); for a cancellation, the refund the policy
 * gave a paid seat (or that nothing was paid).
 */
export function seatMessage(
  registration: StoredRegistration,
  kind: 'confirmed' | 'cancelled',
  payload: SeatMailPayload,
  options: { readonly officeEmail: string; readonly mailFrom: string },
): MailMessage {
  const locale = registration.locale;
  const i18n = serverWords.i18nFor(locale);
  const course = parentCourseName(registration, locale);
  const child = oneLine(registration.childName, 100);
  const reference = registration.reference;
  const price = rupees(registration.priceInr);
  const body =
    kind === 'confirmed'
      ? [
          i18n._('registration.seat.confirmed', { child, course, reference }),
          '',
          payload.startDate
            ? i18n._('registration.seat.startDay', { date: dayName(payload.startDate, locale) })
            : i18n._('registration.seat.startMonth', { month: monthName(registration.startMonth, locale) }),
          i18n._('registration.seat.pay', { price }),
          '',
          i18n._('registration.mail.policyHeading'),
          ...policyLines(locale).map((line) => `- ${line}`),
        ]
      : [i18n._('registration.seat.cancelled', { child, course, reference }), '', cancellationLine(payload, price, locale)];
  const lines = [
    i18n._('registration.mail.greeting', { parent: oneLine(registration.parentName, 100) }),
    '',
    ...body,
    '',
    i18n._('registration.seat.questions', { phone: CONTACT_PHONE.display }),
  ];
  const subject =
    kind === 'confirmed'
      ? i18n._('registration.seat.confirmedSubject', { child, course, reference })
      : i18n._('registration.seat.cancelledSubject', { course, reference });
  return {
    from: options.mailFrom,
    to: oneLine(registration.email, 254),
    replyTo: options.officeEmail,
    subject: oneLine(subject, 200),
    text: `${lines.join('\n')}\n`,
  };
}

/** What a cancellation e-mail says about money: the refund of a paid seat, none, or that nothing was paid. */
function cancellationLine(payload: SeatMailPayload, price: string, locale: Locale): string {
  const i18n = serverWords.i18nFor(locale);
  const refund = payload.refund;
  if (payload.from !== 'paid' || !refund) return i18n._('registration.seat.nothingPaid');
  const date = dayName(refund.startDate, locale);
  if (refund.percent > 0)
    return i18n._('registration.seat.refund', {
      refund: rupeesFromPaise(refund.paise),
      percent: refund.percent,
      price,
      days: refund.daysBefore,
      date,
    });
  return refund.daysBefore < 0
    ? i18n._('registration.seat.noRefundStarted', { date })
    : i18n._('registration.seat.noRefund', { days: refund.daysBefore, date });
}
