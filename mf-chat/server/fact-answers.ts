import type { ChatSource, FactOf, KnowledgeFact, Weekday } from 'shared/contracts';
import type { Words } from 'shared/i18n';
import { OFFICE_ADDRESS, formatAddress } from 'shared/site';
import { ENGLISH_ANSWERS } from './answer-language';
import { FactBook } from './fact-book';
import { stem, wordsOf } from './text-terms';
import type { Intent } from './intents';

/**
 * Replies composed from structured facts: the course for a grade, the hours of the day asked about,
 * the refund for a number of days. Each line states one published fact; the source is its page. The
 * question is read against the English facts (`book`); the reply is written in the language of `i18n`
 * from the same facts in that language (`shown`, the same ids: the knowledge published per language),
 * with the joining words of mf-chat's catalogs.
 */
export interface FactAnswer {
  readonly lines: readonly string[];
  readonly sources: readonly ChatSource[];
}

/** How a reply is written: its words, and each fact as published in its language. */
export interface Writer {
  readonly i18n: Words;
  /** The fact of the same id in the reply's language (the English one when none is published). */
  shown<F extends KnowledgeFact>(fact: F): F;
}

export const ENGLISH_WRITER: Writer = { i18n: ENGLISH_ANSWERS, shown: (fact) => fact };

const source = (fact: { title: string; path: string }): ChatSource => ({ title: fact.title, path: fact.path });
/** Sentences of published text, ended by "." or the Devanagari "।". */
const sentences = (text: string) => text.split(/(?<=[.।])\s+/);
const firstSentence = (text: string) => text.split(/(?<=[.!?।])\s/)[0] ?? text;

const rupees = (w: Writer, n: number) => w.i18n._('fact.rupees', { n: String(n) });
const grades = (w: Writer, c: FactOf<'course'>) => w.i18n._('fact.grades', { from: String(c.gradeFrom), to: String(c.gradeTo) });
/** "Blockzie" from "Blockzie: Coding with Blocks" (names stay as they are in every language). */
const courseName = (c: FactOf<'course'>) => c.title.split(':')[0] as string;

/**
 * The office's address in the reply's language, as the site's footer gives it (street, city and region
 * translated as the shell's catalogs do, the PIN code as it is, the country in the language). Hindi and
 * Gujarati translate the site's address (`OFFICE_ADDRESS`, shared/site); when the address a remote
 * publishes is another one (the office moved, a remote built from another version), it is given as
 * published, never a stale translation. English is the published address itself.
 */
function officeAddress(w: Writer, published: string): string {
  return published === formatAddress(OFFICE_ADDRESS)
    ? w.i18n._('fact.officeAddress', { address: published, postalCode: OFFICE_ADDRESS.postalCode })
    : published;
}

function courseLine(w: Writer, english: FactOf<'course'>): string {
  const course = w.shown(english);
  return w.i18n._('fact.courseLine', {
    title: course.title,
    grades: grades(w, course),
    price: rupees(w, course.priceRupees),
    duration: course.duration,
    instructor: course.instructor,
  });
}

/** A weekday's name in the reply's language ("Monday", "सोमवार", "સોમવાર"). */
function dayName(w: Writer, day: Weekday): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(day)));
  return date.toLocaleDateString(`${w.i18n.locale}-IN`, { weekday: 'long', timeZone: 'UTC' });
}

function hoursLine(w: Writer, english: FactOf<'hours'>, days: readonly Weekday[]): string {
  const row = w.shown(english);
  const day = days.length === 1 && row.days.length > 1 ? dayName(w, days[0] as Weekday) : row.label;
  return row.opens && row.closes
    ? w.i18n._('fact.hoursOpen', { day, opens: row.opens, closes: row.closes })
    : w.i18n._('fact.hoursClosed', { day });
}

function refundLines(w: Writer, book: FactBook, english: FactOf<'refund'>, days: number | null): string[] {
  const refund = w.shown(english);
  const rule = days === null ? undefined : refund.rules.find((r) => days >= r.minDays && (r.maxDays === null || days <= r.maxDays));
  if (!rule || days === null) return sentences(refund.text);
  const outcome =
    rule.percent === 100
      ? w.i18n._('fact.refundFull')
      : rule.percent === 0
        ? w.i18n._('fact.refundNone')
        : w.i18n._('fact.refundPart', { percent: String(rule.percent) });
  const range =
    rule.maxDays === null
      ? w.i18n._('fact.daysOrMore', { from: String(rule.minDays) })
      : rule.minDays === 0
        ? w.i18n._('fact.daysFewer', { to: String(rule.maxDays + 1) })
        : w.i18n._('fact.daysRange', { from: String(rule.minDays), to: String(rule.maxDays) });
  const payment = book.all('guide').find((g) => g.subject === 'payment');
  return [
    w.i18n._('fact.refundRule', { days: String(days), outcome, range }),
    ...(payment ? sentences(w.shown(payment).text) : sentences(refund.text).filter((s) => /payment/i.test(s))),
  ];
}

const coursesSource = (w: Writer): ChatSource => ({ title: w.i18n._('fact.coursesTitle'), path: '/courses' });
const classes = (w: Writer, from: number, to: number) =>
  from === to ? w.i18n._('fact.class', { n: String(from) }) : w.i18n._('fact.classes', { from: String(from), to: String(to) });
/** School ages by class, as Indian schools count them: class 1 at about 6, so class N at N+5 to N+6. */
const agesOf = (w: Writer, from: number, to: number) => w.i18n._('fact.ages', { from: String(from + 5), to: String(to + 6) });

function courseRoster(w: Writer, courses: readonly FactOf<'course'>[]): string {
  return w.i18n._('fact.roster', {
    list: courses.map((c) => w.i18n._('fact.rosterItem', { name: courseName(c), grades: grades(w, c) })).join(', '),
  });
}

/** The courses whose grades meet `from`..`to`. */
function fitting(courses: readonly FactOf<'course'>[], from: number, to: number) {
  return courses.filter((c) => c.gradeFrom <= to && c.gradeTo >= from);
}

function courseForAge(w: Writer, book: FactBook, age: number): FactAnswer | null {
  const courses = book.all('course');
  if (!courses.length) return null;
  const [from, to] = [Math.max(1, age - 6), Math.min(12, age - 5)];
  const fits = fitting(courses, from, to);
  const article = [8, 11, 18].includes(age) ? 'an' : 'a';
  const usual =
    age - 5 < 1
      ? w.i18n._('fact.ageTooYoung', { article, age: String(age) })
      : w.i18n._('fact.ageUsual', {
          article,
          age: String(age),
          classes:
            from === to ? w.i18n._('fact.class', { n: String(from) }) : w.i18n._('fact.classOr', { from: String(from), to: String(to) }),
        });
  if (!fits.length) {
    return { lines: [usual, w.i18n._('fact.noCourseForAge'), courseRoster(w, courses)], sources: [coursesSource(w)] };
  }
  return { lines: [usual, ...fits.slice(0, 2).map((c) => courseLine(w, c))], sources: fits.slice(0, 2).map((c) => source(w.shown(c))) };
}

/** Words every lab's name shares in Hindi and Gujarati (लैब, मंडल, સ્માર્ટ…), as FactBook's GENERIC_LAB_WORDS in English. */
const GENERIC_INDIC_LAB_WORDS = new Set(['लैब', 'स्मार्ट', 'मंडल', 'લેબ', 'સ્માર્ટ', 'મંડળ']);

/** The subject a lab teaches as a reply names it: "drone", "AI"; "ड्रोन", "એઆઈ". */
function subjectLabel(w: Writer, english: FactOf<'lab'>): string {
  if (w.i18n.locale === 'en') return FactBook.subjectLabel(english);
  const words = w.shown(english).title.split(/\s+/);
  return words.filter((word) => !GENERIC_INDIC_LAB_WORDS.has(word)).join(' ') || w.shown(english).title;
}

/** "Drone classes?": the online course that teaches it, or plainly none, and the lab for schools that does. */
function subjectAnswer(w: Writer, book: FactBook, intent: Extract<Intent, { kind: 'subject' }>): FactAnswer | null {
  const lab = book.all('lab').find((l) => l.id === intent.lab);
  const courses = book.all('course');
  if (!lab) return null;
  const subjectStems = book.labSubjects().find((s) => s.lab === lab.id)?.stems ?? [];
  // A course teaches the subject when it is named for it ("Internet of Things"), not when its summary
  // mentions it once (Blockzie's "virtual robot" is no robotics course).
  const teaches = (course: FactOf<'course'>) => {
    const title = new Set(wordsOf(course.title).map((word) => stem(word)));
    return subjectStems.every((word) => title.has(word));
  };
  const offered = courses.filter(teaches);
  const shownLab = w.shown(lab);
  const labLine = w.i18n._('fact.labLine', {
    lab: shownLab.title,
    classes: classes(w, lab.gradeFrom, lab.gradeTo),
    ages: intent.asksAge ? ` (${agesOf(w, lab.gradeFrom, lab.gradeTo)})` : '',
    summary: shownLab.summary,
  });
  if (offered.length) {
    return {
      lines: [...offered.slice(0, 2).map((c) => courseLine(w, c)), labLine],
      sources: [...offered.slice(0, 2).map((c) => source(w.shown(c))), source(shownLab)],
    };
  }
  return {
    lines: [
      w.i18n._('fact.noSubjectCourse', { subject: subjectLabel(w, lab) }),
      labLine,
      ...(courses.length ? [courseRoster(w, courses)] : []),
    ],
    sources: [source(shownLab), ...(courses.length ? [coursesSource(w)] : [])],
  };
}

function guide(w: Writer, book: FactBook, subject: FactOf<'guide'>['subject']): FactAnswer | null {
  const english = book.all('guide').find((g) => g.subject === subject);
  if (!english) return null;
  const fact = w.shown(english);
  const lines = w.i18n.locale === 'en' ? fact.text.split(/(?<=\.)\s+(?=[A-Z])/) : sentences(fact.text);
  return { lines, sources: [source(fact)] };
}

/** "15 May 2025", "15 मई 2025", "15 મે 2025": Latin digits, the month in the reply's language. */
function dateIn(w: Writer, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(w.i18n.locale === 'en' ? 'en-GB' : `${w.i18n.locale}-IN`, {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${d} ${month} ${y}`;
}

export function answerFromFacts(intent: Intent, book: FactBook, w: Writer = ENGLISH_WRITER): FactAnswer | null {
  const en = w.i18n.locale === 'en';
  switch (intent.kind) {
    case 'refund': {
      const refund = book.first('refund');
      return refund ? { lines: refundLines(w, book, refund, intent.days), sources: [source(w.shown(refund))] } : null;
    }
    case 'payment': {
      const payment = guide(w, book, 'payment');
      const registration = guide(w, book, 'registration');
      if (!payment) return null;
      return { lines: [...payment.lines, ...(registration?.lines.slice(0, 1) ?? [])], sources: payment.sources };
    }
    case 'registration':
      return guide(w, book, 'registration');
    case 'tour':
      return guide(w, book, 'tour');
    case 'partnership':
      return guide(w, book, 'partnership');
    case 'platform': {
      const english = book.first('platform');
      if (!english) return null;
      const platform = w.shown(english);
      const tierAt = english.tiers.findIndex((t) => t.name.toLowerCase() === intent.tier);
      const tier = platform.tiers[tierAt];
      const lines = tier
        ? [
            w.i18n._('fact.tierLine', { tier: tier.name, summary: tier.summary }),
            w.i18n._('fact.tierIncludes', { list: tier.includes.join('; ') }),
          ]
        : [
            w.i18n._('fact.launched', { date: dateIn(w, platform.launchDate) }),
            w.i18n._('fact.plans', {
              list: platform.tiers
                .map((t) => `${t.name} (${en ? t.summary.replace(/\.$/, '').toLowerCase() : t.summary.replace(/[.।]$/, '')})`)
                .join(', '),
            }),
          ];
      return { lines, sources: [source(platform)] };
    }
    case 'platform-feature': {
      const english = book.first('platform');
      if (!english) return null;
      const platform = w.shown(english);
      const names = (line: string) => wordsOf(line).some((word) => intent.stems.includes(stem(word)));
      // Read in English, written from the same plan's same line in the reply's language.
      const found = english.tiers.flatMap((tier, t) =>
        tier.includes.flatMap((line, i) =>
          names(line) ? [w.i18n._('fact.planIncludes', { tier: tier.name, line: platform.tiers[t]?.includes[i] ?? line })] : [],
        ),
      );
      if (!found.length) return null;
      const cumulative = english.tiers.every((tier, i) => i === 0 || tier.includes.includes(`Everything in ${english.tiers[i - 1]?.name}`));
      const count = { count: String(platform.tiers.length), names: platform.tiers.map((t) => t.name).join(', ') };
      return {
        lines: [...found.slice(0, 2), cumulative ? w.i18n._('fact.planCountCumulative', count) : w.i18n._('fact.planCount', count)],
        sources: [source(platform)],
      };
    }
    case 'hours': {
      const rows = book.all('hours');
      const wanted = intent.days.length ? rows.filter((row) => row.days.some((day) => intent.days.includes(day))) : rows;
      if (!wanted.length) return null;
      const contact = book.first('contact');
      const lines = wanted.map((row) =>
        hoursLine(
          w,
          row,
          intent.days.filter((day) => row.days.includes(day)),
        ),
      );
      // One day's hours alone is a thin answer: how to check before coming makes it two lines.
      if (lines.length === 1 && contact) lines.push(w.i18n._('fact.checkFirst', { phone: contact.phone, email: contact.email }));
      return { lines, sources: [source(w.shown(wanted[0] as FactOf<'hours'>))] };
    }
    case 'contact': {
      const english = book.first('contact');
      if (!english) return null;
      const contact = w.shown(english);
      return {
        lines: [
          w.i18n._('fact.call', { phone: contact.phone, email: contact.email }),
          w.i18n._('fact.office', { address: officeAddress(w, contact.address) }),
        ],
        sources: [source(contact)],
      };
    }
    case 'course-grade': {
      const courses = book.all('course');
      const fits = courses.filter((c) => intent.grade >= c.gradeFrom && intent.grade <= c.gradeTo);
      if (!courses.length) return null;
      if (!fits.length) {
        const youngest = Math.min(...courses.map((c) => c.gradeFrom));
        const oldest = Math.max(...courses.map((c) => c.gradeTo));
        return {
          lines: [
            w.i18n._('fact.noCourseForClass', { grade: String(intent.grade), from: String(youngest), to: String(oldest) }),
            courseRoster(w, courses),
          ],
          sources: [coursesSource(w)],
        };
      }
      return {
        lines: fits
          .flatMap((c) => [
            w.i18n._('fact.forClass', { grade: String(intent.grade), line: courseLine(w, c) }),
            firstSentence(w.shown(c).summary),
          ])
          .slice(0, 4),
        sources: fits.map((c) => source(w.shown(c))),
      };
    }
    case 'course-age':
      return courseForAge(w, book, intent.age);
    case 'subject':
      return subjectAnswer(w, book, intent);
    case 'not-stated':
    case 'lab-price':
    case 'course-rating':
    case 'grants':
      // Answered from the published entries and the gateway's own words (offline-answer.ts).
      return null;
    case 'course-named': {
      const course = book
        .courseNames()
        .find((c) => c.names[0] === intent.words || c.names[0]?.join(' ') === intent.words.join(' '))?.course;
      return course ? { lines: [courseLine(w, course), w.shown(course).summary], sources: [source(w.shown(course))] } : null;
    }
    case 'course-list': {
      const courses = book.all('course');
      if (!courses.length) return null;
      return {
        lines: courses.map((english) => {
          const c = w.shown(english);
          return w.i18n._('fact.listItem', { title: c.title, grades: grades(w, c), price: rupees(w, c.priceRupees) });
        }),
        sources: [coursesSource(w)],
      };
    }
    case 'founded':
    case 'company': {
      const english = book.first('company');
      if (!english) return null;
      const company = w.shown(english);
      const founded = w.i18n._('fact.founded', { name: company.name, year: String(company.foundedYear), city: company.city });
      const lines = intent.kind === 'founded' ? [founded, company.description] : [company.description, founded];
      return { lines, sources: [source(company)] };
    }
    case 'impact': {
      const english = book.first('impact');
      const company = book.first('company');
      if (!english) return null;
      const impact = w.shown(english);
      const shownCompany = company && w.shown(company);
      const since = shownCompany
        ? [w.i18n._('fact.founded', { name: shownCompany.name, year: String(shownCompany.foundedYear), city: shownCompany.city })]
        : [];
      return {
        lines: [w.i18n._('fact.impact', { list: impact.figures.map((f) => `${f.value} ${f.label}`).join(', ') }), ...since],
        sources: [source(impact)],
      };
    }
  }
}
