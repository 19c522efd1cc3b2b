import { WEEKDAYS, type Weekday } from 'shared/contracts';
import { questionTerms, readQuestion, stem } from './text-terms';

/**
 * What a question asks, read from its words: the kinds of question the site's structured facts answer
 * exactly. Pure and linear: one pass to read the words, then set look-ups.
 */
export type Intent =
  | { readonly kind: 'refund'; readonly days: number | null }
  | { readonly kind: 'payment' | 'registration' | 'tour' | 'partnership' | 'contact' | 'founded' | 'company' | 'impact' | 'course-list' }
  | { readonly kind: 'platform'; readonly tier: string | null }
  /** What a plan of the online platform includes, asked about the courses ("a certificate after the course?"). */
  | { readonly kind: 'platform-feature'; readonly stems: readonly string[] }
  | { readonly kind: 'hours'; readonly days: readonly Weekday[] }
  | { readonly kind: 'course-grade'; readonly grade: number }
  | { readonly kind: 'course-age'; readonly age: number }
  /** A subject the site teaches in a school lab, asked about as a course or class ("drone classes"). */
  | { readonly kind: 'subject'; readonly lab: string; readonly asksAge: boolean }
  /** Something visitors ask about that the site does not state (a trial class, discounts). */
  | { readonly kind: 'not-stated'; readonly topic: string }
  /** What a school lab costs: no lab price is published (never a course's price instead). */
  | { readonly kind: 'lab-price' }
  /** A named course's rating or reviews. */
  | { readonly kind: 'course-rating'; readonly words: readonly string[] }
  /** The grants the site names (the about page's partners, the news). */
  | { readonly kind: 'grants' }
  | { readonly kind: 'course-named'; readonly words: readonly string[] };

const stems = (...words: string[]) => new Set(words.map((word) => stem(word)));

const REFUND = stems('refund', 'cancel', 'cancelling', 'cancellation', 'cancelation', 'withdraw');
const PAYMENT = stems('payment', 'pay', 'upfront', 'instalment', 'installment', 'amount');
const REGISTER = stems('register', 'registration', 'enrol', 'enroll', 'enrolment', 'admission', 'join', 'signup');
const TOUR = stems('tour', 'visit', 'guided', 'appointment');
/** Asked about as something a child attends: a course, a class, lessons, teaching. */
const AGE_WORDS = ['age', 'ages', 'aged', 'old', 'year', 'years'];
const TAUGHT = stems(
  'course',
  'courses',
  'class',
  'classes',
  'online',
  'learn',
  'teach',
  'taught',
  'lesson',
  'lessons',
  'tuition',
  'coaching',
  'training',
);
/** What visitors ask about and the site does not state, with how a reply names it. */
const NOT_STATED: Record<string, string> = {
  trial: 'a trial class',
  demo: 'a demo class',
  discount: 'discounts',
  discounts: 'discounts',
  coupon: 'discount coupons',
  sibling: 'sibling discounts',
  hostel: 'accommodation',
  accommodation: 'accommodation',
  batch: 'batches',
  batches: 'batches',
  summer: 'summer camps',
  vacation: 'holiday camps',
  job: 'jobs at RoboMinds',
  jobs: 'jobs at RoboMinds',
  vacancy: 'jobs at RoboMinds',
  vacancies: 'jobs at RoboMinds',
  hiring: 'jobs at RoboMinds',
  internship: 'internships',
  franchise: 'franchises',
};
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
const RATING = stems('rating', 'ratings', 'rated', 'review', 'reviews', 'stars');
const GRANT = stems('grant', 'grants', 'funding', 'funded');
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

export interface SubjectName {
  /** The lab fact's id. */
  readonly lab: string;
  /** The stems that name its subject ("drone"; "3d", "print"); any one of them names it. */
  readonly stems: readonly string[];
}

export function detectIntent(
  question: string,
  courses: readonly CourseName[] = [],
  subjects: readonly SubjectName[] = [],
  features: ReadonlySet<string> = new Set(),
): Intent | null {
  const { words, grade, age } = readQuestion(question);
  const set = new Set(words);
  const stemmed = new Set(words.map((word) => stem(word)));
  const has = (group: ReadonlySet<string>) => [...stemmed].some((word) => group.has(word));
  const raw = (...list: string[]) => list.every((word) => set.has(word));

  if (has(REFUND)) return { kind: 'refund', days: daysNamed(words) };
  if (has(PAYMENT)) return { kind: 'payment' };
  // "What is the price of the AI Smart Lab?" (or of the Science Circle, a lab by another name) asks
  // for a lab's price, which the site does not publish.
  const labNamed = subjects.some((s) => {
    const name = s.lab.replace(/^lab-/, '').split('-');
    return name.length > 1 && name.every((word) => set.has(word));
  });
  if ((has(PRICE) || raw('how', 'much')) && (has(LAB) || labNamed)) return { kind: 'lab-price' };
  const unstated = words.find((word) => NOT_STATED[word] !== undefined);
  if (unstated) return { kind: 'not-stated', topic: NOT_STATED[unstated] as string };
  if (has(PARTNER) || (has(SETUP) && has(LAB) && (raw('our', 'school') || raw('my', 'school')))) return { kind: 'partnership' };
  // "Can we visit before enrolling?" asks about the visit.
  if (has(TOUR)) return { kind: 'tour' };
  const named = courses.find((course) => course.names.some((name) => name.every((word) => set.has(word))));
  // "Are the reviews of the Blockzie course good?" asks for the course's reviews, not a plan's project review.
  if (named && has(RATING)) return { kind: 'course-rating', words: named.names[0] ?? [] };
  const asked = [...stemmed].filter((word) => features.has(word));
  if (asked.length > 0 && has(COURSE) && !has(LAB)) return { kind: 'platform-feature', stems: asked };
  // A subject asked about as a course ("drone classes", "AI course for 12 year olds"); "Which lab has drones?" is a lab question.
  const questionStems = new Set(words.flatMap((word) => questionTerms(word) ?? []));
  const subject = subjects.find((s) => s.stems.some((stem) => questionStems.has(stem)));
  if (subject && !has(LAB) && (has(TAUGHT) || age !== null || grade !== null))
    return { kind: 'subject', lab: subject.lab, asksAge: age !== null || AGE_WORDS.some((word) => set.has(word)) };
  // "Can my child in grade 4 join a course?" asks which course fits grade 4.
  if (grade !== null && !has(LAB)) return { kind: 'course-grade', grade };
  if (age !== null && !has(LAB)) return { kind: 'course-age', age };
  if (has(REGISTER)) return { kind: 'registration' };
  if (has(PLATFORM) || (TIERS.some((tier) => set.has(tier)) && !has(COURSE))) {
    return { kind: 'platform', tier: TIERS.find((tier) => set.has(tier)) ?? null };
  }
  const days = [...new Set(words.flatMap((word) => DAY_WORDS[word] ?? []))];
  if (has(HOURS) || days.length > 0) {
    if (!has(LAB) && !has(COURSE)) return { kind: 'hours', days: days.length ? WEEKDAYS.filter((day) => days.includes(day)) : [] };
  }
  if (has(GRANT)) return { kind: 'grants' };
  // "How many schools have you reached?" asks for a figure, not how to reach us.
  if (has(IMPACT) || (set.has('many') && has(COUNTED))) return { kind: 'impact' };
  if (has(CONTACT)) return { kind: 'contact' };
  if (named) return { kind: 'course-named', words: named.names[0] ?? [] };
  if ((has(COURSE) || has(PRICE)) && !has(LAB)) return { kind: 'course-list' };
  if (has(FOUNDED)) return { kind: 'founded' };
  if (has(COMPANY) || raw('who', 'you')) return { kind: 'company' };
  return null;
}
