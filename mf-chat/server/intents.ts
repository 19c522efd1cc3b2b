import { WEEKDAYS, type Weekday } from 'shared/contracts';
import { readQuestion, stem } from './text-terms';

/**
 * What a question asks, read from its words: the kinds of question the site's structured facts answer
 * exactly. Pure and linear: one pass to read the words, then set look-ups.
 */
export type Intent =
  | { readonly kind: 'refund'; readonly days: number | null }
  | { readonly kind: 'payment' | 'registration' | 'tour' | 'partnership' | 'contact' | 'founded' | 'company' | 'impact' | 'course-list' }
  | { readonly kind: 'platform'; readonly tier: string | null }
  | { readonly kind: 'hours'; readonly days: readonly Weekday[] }
  | { readonly kind: 'course-grade'; readonly grade: number }
  | { readonly kind: 'course-named'; readonly words: readonly string[] };

const stems = (...words: string[]) => new Set(words.map((word) => stem(word)));

const REFUND = stems('refund', 'cancel', 'cancelling', 'cancellation', 'cancelation', 'withdraw');
const PAYMENT = stems('payment', 'pay', 'upfront', 'instalment', 'installment', 'amount');
const REGISTER = stems('register', 'registration', 'enrol', 'enroll', 'enrolment', 'admission', 'join', 'signup');
const TOUR = stems('tour', 'visit', 'guided', 'demo', 'appointment');
const PARTNER = stems('partner', 'partnership', 'collaborate', 'collaboration', 'tieup');
const SETUP = stems('setup', 'set', 'install');
const PLATFORM = stems('platform', 'tier', 'subscription', 'waitlist', 'plans', 'plan');
const TIERS = ['basic', 'premium', 'complete'];
const HOURS = stems('hour', 'hours', 'open', 'opening', 'time', 'timing', 'timings', 'close', 'closed', 'closing', 'schedule');
const CONTACT = stems(
  'phone',
  'call',
  'telephone',
  'mobile',
  'email',
  'mail',
  'contact',
  'reach',
  'address',
  'adress',
  'office',
  'located',
  'location',
);
const FOUNDED = stems('founded', 'establish', 'established', 'history', 'since', 'started');
const COMPANY = stems('company', 'organisation', 'organization', 'robominds');
const IMPACT = stems('impact', 'satisfaction', 'figures', 'achievements', 'income');
const COUNTED = stems('students', 'schools', 'programs', 'programmes', 'children', 'kids');
const COURSE = stems('course', 'courses', 'cours', 'class', 'classes', 'online', 'learn');
const PRICE = stems('price', 'cost', 'fee', 'fees', 'pricing', 'rupees', 'charge');
const LAB = stems('lab', 'labs', 'laboratory');
const DAY_WORDS: Record<string, readonly Weekday[]> = {
  ...Object.fromEntries(WEEKDAYS.map((day) => [day, [day]])),
  ...Object.fromEntries(WEEKDAYS.map((day) => [day.slice(0, 3), [day]])),
  weekday: WEEKDAYS.slice(0, 5),
  weekdays: WEEKDAYS.slice(0, 5),
  weekend: WEEKDAYS.slice(5),
  weekends: WEEKDAYS.slice(5),
};
// "sun" and "sat" are days only beside an hours word; "mon"... never clash.
delete (DAY_WORDS as Record<string, unknown>).sun;
delete (DAY_WORDS as Record<string, unknown>).sat;

/** A number of days before the start: "10 days", "2 weeks". */
function daysNamed(words: readonly string[]): number | null {
  for (let i = 0; i < words.length - 1; i += 1) {
    const n = /^\d{1,3}$/.test(words[i] as string) ? Number(words[i]) : NaN;
    const unit = words[i + 1];
    if (Number.isFinite(n) && (unit === 'day' || unit === 'days')) return n;
    if (Number.isFinite(n) && (unit === 'week' || unit === 'weeks')) return n * 7;
  }
  return null;
}

export interface CourseName {
  /** Lower-case words that together name the course ("iot"; "internet", "things"). */
  readonly names: readonly (readonly string[])[];
}

export function detectIntent(question: string, courses: readonly CourseName[] = []): Intent | null {
  const { words, grade } = readQuestion(question);
  const set = new Set(words);
  const stemmed = new Set(words.map((word) => stem(word)));
  const has = (group: ReadonlySet<string>) => [...stemmed].some((word) => group.has(word));
  const raw = (...list: string[]) => list.every((word) => set.has(word));

  if (has(REFUND)) return { kind: 'refund', days: daysNamed(words) };
  if (has(PAYMENT)) return { kind: 'payment' };
  if (has(REGISTER)) return { kind: 'registration' };
  if (has(PARTNER) || (has(SETUP) && has(LAB) && (raw('our', 'school') || raw('my', 'school')))) return { kind: 'partnership' };
  if (has(TOUR)) return { kind: 'tour' };
  if (has(PLATFORM) || (TIERS.some((tier) => set.has(tier)) && !has(COURSE))) {
    return { kind: 'platform', tier: TIERS.find((tier) => set.has(tier)) ?? null };
  }
  const days = [...new Set(words.flatMap((word) => DAY_WORDS[word] ?? []))];
  if (has(HOURS) || days.length > 0) {
    if (!has(LAB) && !has(COURSE)) return { kind: 'hours', days: days.length ? WEEKDAYS.filter((day) => days.includes(day)) : [] };
  }
  if (has(CONTACT)) return { kind: 'contact' };
  if (grade !== null && !has(LAB)) return { kind: 'course-grade', grade };
  const named = courses.find((course) => course.names.some((name) => name.every((word) => set.has(word))));
  if (named) return { kind: 'course-named', words: named.names[0] ?? [] };
  if ((has(COURSE) || has(PRICE)) && !has(LAB)) return { kind: 'course-list' };
  if (has(FOUNDED)) return { kind: 'founded' };
  if (has(IMPACT) || (set.has('many') && has(COUNTED))) return { kind: 'impact' };
  if (has(COMPANY) || raw('who', 'you')) return { kind: 'company' };
  return null;
}
