import type { Locale } from './locale';

/**
 * The courses a parent can register for (issue 40), as the contact server knows them: it stores the
 * price and name from here, never from what a browser sends. Decision record 060: this table is the
 * contract between mf-content (which shows the courses, src/data/courses.ts) and the contact server
 * (which takes the registrations); `courseDrift` in a test on mf-content's side holds its data equal
 * to it. A change to a course's price, name or grades is a new COURSE_TABLE_VERSION (named in the
 * office's e-mail), released with the contact server first, then with mf-content.
 */
export const COURSE_TABLE_VERSION = '2026-11-27';

export interface CourseFacts {
  /** The course's id in mf-content's data and its address (/courses/:id). */
  readonly id: string;
  /** Its name in English, as mf-content shows it: what is stored with a registration and what the office reads. */
  readonly title: string;
  /**
   * Its name in Hindi and Gujarati, as mf-content's pages in that language show it: the brand before the
   * colon stays as it is (Blockzie, Internet of Things, AR Link), the rest is translated. What a parent
   * reads on the registration page, in its messages and in the e-mails sent to them.
   */
  readonly titles: Readonly<Record<Exclude<Locale, 'en'>, string>>;
  /** The whole course, in whole rupees. */
  readonly priceInr: number;
  /** The grades it is for, both included. */
  readonly grades: { readonly min: number; readonly max: number };
  /** What is included: lessons over weeks, live and recorded (mf-content's `lessons` and `duration`). */
  readonly lessons: number;
  readonly weeks: number;
}

export const COURSES = [
  {
    id: 'blockzie',
    title: 'Blockzie: Coding with Blocks',
    titles: { hi: 'Blockzie: ब्लॉक जोड़कर कोडिंग', gu: 'Blockzie: બ્લોક્સ વડે કોડિંગ' },
    priceInr: 599,
    grades: { min: 3, max: 5 },
    lessons: 24,
    weeks: 8,
  },
  {
    id: 'iot',
    title: 'Internet of Things: Build Smart Devices',
    titles: {
      hi: 'Internet of Things: स्मार्ट डिवाइस बनाएँ',
      gu: 'Internet of Things: સ્માર્ટ ઉપકરણો બનાવો',
    },
    priceInr: 499,
    grades: { min: 6, max: 8 },
    lessons: 30,
    weeks: 10,
  },
  {
    id: 'ar-link',
    title: 'AR Link: Augmented Reality Apps',
    titles: { hi: 'AR Link: ऑगमेंटेड रियलिटी ऐप', gu: 'AR Link: ઑગમેન્ટેડ રિયાલિટી એપ્સ' },
    priceInr: 99,
    grades: { min: 9, max: 12 },
    lessons: 18,
    weeks: 6,
  },
] as const satisfies readonly CourseFacts[];

export type CourseId = (typeof COURSES)[number]['id'];
export const COURSE_IDS = COURSES.map((course) => course.id) as readonly CourseId[];

export const courseById = (id: string): CourseFacts | undefined => COURSES.find((course) => course.id === id);

/** A course's name in a language (English when none is given). */
export const courseTitle = (course: CourseFacts, locale: Locale = 'en'): string => (locale === 'en' ? course.title : course.titles[locale]);

/**
 * A stored registration's course name for its parent, in their language: the table's name in that
 * language while the stored name is still the table's English one; else (a course renamed or gone
 * since) the name it was registered under.
 */
export function storedCourseTitle(courseId: string, storedName: string, locale: Locale): string {
  const course = courseById(courseId);
  return course && course.title === storedName ? courseTitle(course, locale) : storedName;
}

/** The course for a child in `grade`, if any. */
export const courseForGrade = (grade: number): CourseFacts | undefined =>
  COURSES.find((course) => grade >= course.grades.min && grade <= course.grades.max);

/**
 * The cancellation policy (issue 40): the refund for a seat cancelled this many days or more before
 * the course starts, highest first. Fewer days than the last step: no refund.
 */
export const CANCELLATION_POLICY = [
  { minDays: 14, refundPercent: 100 },
  { minDays: 7, refundPercent: 50 },
  { minDays: 0, refundPercent: 0 },
] as const;

/** The refund a cancellation `daysBefore` the start gives, in per cent of the price. */
export function refundPercent(daysBefore: number): number {
  return CANCELLATION_POLICY.find((step) => daysBefore >= step.minDays)?.refundPercent ?? 0;
}

/** A course as mf-content's data describes it (src/data/types.ts `Course`): the facts this table must agree with. */
export interface ShownCourse {
  readonly id: string;
  readonly title: string;
  readonly price: number;
  /** "3-5". */
  readonly grade: string;
  readonly lessons: number;
  /** "8 weeks". */
  readonly duration: string;
}

/**
 * Where the courses a page shows and this table disagree, one line each (none when they agree): a
 * test on either side fails on any, so a parent is never shown one price and stored another.
 */
export function courseDrift(shown: readonly ShownCourse[]): string[] {
  const problems: string[] = [];
  for (const course of shown) {
    const facts = courseById(course.id);
    if (!facts) {
      problems.push(`${course.id}: shown, but not in the contact server's course table`);
      continue;
    }
    const grades = `${facts.grades.min}-${facts.grades.max}`;
    const weeks = `${facts.weeks} weeks`;
    for (const [what, page, table] of [
      ['title', course.title, facts.title],
      ['price', course.price, facts.priceInr],
      ['grade', course.grade, grades],
      ['lessons', course.lessons, facts.lessons],
      ['duration', course.duration, weeks],
    ] as const) {
      if (page !== table) problems.push(`${course.id}: ${what} is ${String(page)} on the page, ${String(table)} in the table`);
    }
  }
  for (const facts of COURSES) {
    if (!shown.some((course) => course.id === facts.id)) problems.push(`${facts.id}: in the table, but no page shows it`);
  }
  return problems;
}
