import { CONTACT_EMAIL, CONTACT_PHONE, OPENING_HOURS, formatAddress, type OpeningHoursRow } from 'shared/site';
import { WEEKDAYS, type KnowledgeFact, type Weekday } from 'shared/contracts';
import type { FaqEntry } from '../data/faq';
import { CONTACT_WORDS, type ContactWords } from './contact-words';

/**
 * The structured facts this remote publishes: the hours of each day, how to reach the company, the
 * how-tos of the FAQ (partnership, tours, registration, payment) and the refund rules as numbers, so
 * the assistant answers "refund if I cancel 10 days before?" with the rule for 10 days.
 */

/** The refund rules of the FAQ as data; a test checks the FAQ's words say the same. */
export const REFUND_RULES = [
  { minDays: 14, maxDays: null, percent: 100 },
  { minDays: 7, maxDays: 13, percent: 50 },
  { minDays: 0, maxDays: 6, percent: 0 },
] as const;

/** "Monday to Friday" -> monday..friday; "Saturday" -> saturday. */
export function daysOf(label: string): Weekday[] {
  const names = label.toLowerCase().split(/\s+to\s+/);
  const index = (name: string) => WEEKDAYS.indexOf(name as Weekday);
  const from = index(names[0] ?? '');
  const to = index(names[names.length - 1] ?? '');
  if (from < 0 || to < from) throw new Error(`opening hours: cannot read the days "${label}"`);
  return WEEKDAYS.slice(from, to + 1);
}

/** A row of the hours in a language (`row`), its days read from the English row (`english`). */
function hoursFact(row: OpeningHoursRow, english: OpeningHoursRow, path: string, w: ContactWords): KnowledgeFact {
  const closed = row.hours.trim().toLowerCase() === w.closedWord.toLowerCase();
  const [opens = null, closes = null] = closed ? [] : row.hours.split(/\s+-\s+/);
  return {
    kind: 'hours',
    id: `hours-${daysOf(english.days).join('-')}`,
    title: w.hoursTitle(row.days),
    path,
    label: row.days,
    days: daysOf(english.days),
    opens,
    closes,
  };
}

type FaqId = FaqEntry['id'];

/** The facts in the language of `w` (English by default). */
export function contactFacts(
  paths: { readonly contact: string; readonly faq: string },
  w: ContactWords = CONTACT_WORDS.en,
): KnowledgeFact[] {
  const faq = (id: FaqId) => {
    const entry = w.faq.find((item) => item.id === id);
    if (!entry) throw new Error(`FAQ entry ${id} is missing`);
    return entry;
  };
  const guide = (subject: 'partnership' | 'tour' | 'registration', id: FaqId): KnowledgeFact => {
    const entry = faq(id);
    return { kind: 'guide', id: `guide-${subject}`, subject, title: entry.question, path: paths.faq, text: entry.answer.join(' ') };
  };
  const cancellation = faq('cancellation-policy');
  return [
    ...w.hours.map((row, i) => hoursFact(row, OPENING_HOURS[i] as OpeningHoursRow, paths.contact, w)),
    {
      kind: 'contact',
      id: 'contact',
      title: w.contactFact,
      path: paths.contact,
      phone: CONTACT_PHONE.display,
      email: CONTACT_EMAIL.display,
      address: formatAddress(),
    },
    guide('partnership', 'school-partnerships'),
    guide('tour', 'guided-tours'),
    guide('registration', 'registration'),
    {
      kind: 'guide',
      id: 'guide-payment',
      subject: 'payment',
      title: w.paymentTitle,
      path: paths.faq,
      text: cancellation.answer[1] ?? cancellation.answer.join(' '),
    },
    {
      kind: 'refund',
      id: 'refund',
      title: cancellation.question,
      path: paths.faq,
      rules: REFUND_RULES.map((rule) => ({ ...rule })),
      text: cancellation.answer.join(' '),
    },
  ];
}
