import type { ChatSource, FactOf, Weekday } from 'shared/contracts';
import { FactBook } from './fact-book';
import { stem, wordsOf } from './text-terms';
import type { Intent } from './intents';

/**
 * Replies composed from structured facts: the course for a grade, the hours of the day asked about,
 * the refund for a number of days. Each line states one published fact; the source is its page.
 */
export interface FactAnswer {
  readonly lines: readonly string[];
  readonly sources: readonly ChatSource[];
}

const rupees = (n: number) => `₹${n} (${n} rupees)`;
const grades = (c: FactOf<'course'>) => `grades ${c.gradeFrom}–${c.gradeTo}`;
const source = (fact: { title: string; path: string }): ChatSource => ({ title: fact.title, path: fact.path });
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? text;

function courseLine(course: FactOf<'course'>): string {
  return `${course.title} is our online course for ${grades(course)}: ${rupees(course.priceRupees)}, ${course.duration}, taught by ${course.instructor}.`;
}

function hoursLine(row: FactOf<'hours'>, days: readonly Weekday[]): string {
  const named = days.length === 1 && row.days.length > 1 ? capital(days[0] as string) : row.label;
  return row.opens && row.closes ? `${named}: open ${row.opens} - ${row.closes}.` : `${named}: closed.`;
}

function refundLines(refund: FactOf<'refund'>, days: number | null): string[] {
  const rule = days === null ? undefined : refund.rules.find((r) => days >= r.minDays && (r.maxDays === null || days <= r.maxDays));
  const sentences = refund.text.split(/(?<=\.)\s+/);
  if (!rule || days === null) return sentences;
  const outcome = rule.percent === 100 ? 'a full refund' : rule.percent === 0 ? 'no refund' : `a ${rule.percent} percent refund`;
  const range =
    rule.maxDays === null
      ? `${rule.minDays} or more days`
      : rule.minDays === 0
        ? `fewer than ${rule.maxDays + 1} days`
        : `${rule.minDays} to ${rule.maxDays} days`;
  return [
    `Cancelling ${days} days before the start gives ${outcome} (the rule for ${range} before).`,
    ...sentences.filter((s) => /payment/i.test(s)),
  ];
}

const COURSES_SOURCE: ChatSource = { title: 'Courses', path: '/courses' };
const classes = (from: number, to: number) => (from === to ? `class ${from}` : `classes ${from}–${to}`);
/** School ages by class, as Indian schools count them: class 1 at about 6, so class N at N+5 to N+6. */
const agesOf = (from: number, to: number) => `about ${from + 5} to ${to + 6} years old`;

function courseRoster(courses: readonly FactOf<'course'>[]): string {
  return `Our online courses: ${courses.map((c) => `${c.title.split(':')[0]} (${grades(c)})`).join(', ')}.`;
}

/** The courses whose grades meet `from`..`to`, and a line for each (at most two). */
function fitting(courses: readonly FactOf<'course'>[], from: number, to: number) {
  return courses.filter((c) => c.gradeFrom <= to && c.gradeTo >= from);
}

function courseForAge(book: FactBook, age: number): FactAnswer | null {
  const courses = book.all('course');
  if (!courses.length) return null;
  const [from, to] = [Math.max(1, age - 6), Math.min(12, age - 5)];
  const fits = fitting(courses, from, to);
  const article = [8, 11, 18].includes(age) ? 'an' : 'a';
  const usual =
    age - 5 < 1
      ? `Our courses go by school class, not age: ${article} ${age}-year-old is usually not yet in class 1.`
      : `Our courses go by school class, not age: ${article} ${age}-year-old is usually in ${from === to ? `class ${from}` : `class ${from} or ${to}`}.`;
  if (!fits.length) {
    return { lines: [usual, `We have no online course for that age.`, courseRoster(courses)], sources: [COURSES_SOURCE] };
  }
  return { lines: [usual, ...fits.slice(0, 2).map(courseLine)], sources: fits.slice(0, 2).map(source) };
}

/** "Drone classes?": the online course that teaches it, or plainly none, and the lab for schools that does. */
function subjectAnswer(book: FactBook, intent: Extract<Intent, { kind: 'subject' }>): FactAnswer | null {
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
  const labLine = `Schools can set up our ${lab.title} for ${classes(lab.gradeFrom, lab.gradeTo)}${intent.asksAge ? ` (${agesOf(lab.gradeFrom, lab.gradeTo)})` : ''}. ${lab.summary}`;
  if (offered.length) {
    return { lines: [...offered.slice(0, 2).map(courseLine), labLine], sources: [...offered.slice(0, 2).map(source), source(lab)] };
  }
  return {
    lines: [`We have no online ${FactBook.subjectLabel(lab)} course.`, labLine, ...(courses.length ? [courseRoster(courses)] : [])],
    sources: [source(lab), ...(courses.length ? [COURSES_SOURCE] : [])],
  };
}

function guide(book: FactBook, subject: FactOf<'guide'>['subject']): FactAnswer | null {
  const fact = book.all('guide').find((g) => g.subject === subject);
  return fact ? { lines: fact.text.split(/(?<=\.)\s+(?=[A-Z])/), sources: [source(fact)] } : null;
}

export function answerFromFacts(intent: Intent, book: FactBook): FactAnswer | null {
  switch (intent.kind) {
    case 'refund': {
      const refund = book.first('refund');
      return refund ? { lines: refundLines(refund, intent.days), sources: [source(refund)] } : null;
    }
    case 'payment': {
      const payment = guide(book, 'payment');
      const registration = guide(book, 'registration');
      if (!payment) return null;
      return { lines: [...payment.lines, ...(registration?.lines.slice(0, 1) ?? [])], sources: payment.sources };
    }
    case 'registration':
      return guide(book, 'registration');
    case 'tour':
      return guide(book, 'tour');
    case 'partnership':
      return guide(book, 'partnership');
    case 'platform': {
      const platform = book.first('platform');
      if (!platform) return null;
      const launch = new Date(`${platform.launchDate}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const tier = platform.tiers.find((t) => t.name.toLowerCase() === intent.tier);
      const lines = tier
        ? [`The ${tier.name} plan of our online learning platform: ${tier.summary}`, `It includes: ${tier.includes.join('; ')}.`]
        : [
            `Our online learning platform launched on ${launch}.`,
            `Plans: ${platform.tiers.map((t) => `${t.name} (${t.summary.replace(/\.$/, '').toLowerCase()})`).join(', ')}.`,
          ];
      return { lines, sources: [source(platform)] };
    }
    case 'platform-feature': {
      const platform = book.first('platform');
      if (!platform) return null;
      const names = (line: string) => wordsOf(line).some((word) => intent.stems.includes(stem(word)));
      const found = platform.tiers.flatMap((tier) => tier.includes.filter(names).map((line) => `The ${tier.name} plan includes: ${line}.`));
      if (!found.length) return null;
      const cumulative = platform.tiers.every(
        (tier, i) => i === 0 || tier.includes.includes(`Everything in ${platform.tiers[i - 1]?.name}`),
      );
      return {
        lines: [
          ...found.slice(0, 2),
          `Our online learning platform has ${platform.tiers.length} plans${cumulative ? '; each includes everything in the one before' : ''}: ${platform.tiers.map((t) => t.name).join(', ')}.`,
        ],
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
          row,
          intent.days.filter((day) => row.days.includes(day)),
        ),
      );
      // One day's hours alone is a thin answer: how to check before coming makes it two lines.
      if (lines.length === 1 && contact) lines.push(`To check before you come, call ${contact.phone} or e-mail ${contact.email}.`);
      return { lines, sources: [source(wanted[0] as FactOf<'hours'>)] };
    }
    case 'contact': {
      const contact = book.first('contact');
      return contact
        ? { lines: [`Call ${contact.phone} or e-mail ${contact.email}.`, `Our office: ${contact.address}.`], sources: [source(contact)] }
        : null;
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
            `We have no online course for class ${intent.grade}; our courses are for grades ${youngest} to ${oldest}.`,
            courseRoster(courses),
          ],
          sources: [COURSES_SOURCE],
        };
      }
      return {
        lines: fits.flatMap((c) => [`For class ${intent.grade}: ${courseLine(c)}`, firstSentence(c.summary)]).slice(0, 4),
        sources: fits.map(source),
      };
    }
    case 'course-age':
      return courseForAge(book, intent.age);
    case 'subject':
      return subjectAnswer(book, intent);
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
      return course ? { lines: [courseLine(course), course.summary], sources: [source(course)] } : null;
    }
    case 'course-list': {
      const courses = book.all('course');
      if (!courses.length) return null;
      return {
        lines: courses.map((c) => `${c.title} (${grades(c)}): ${rupees(c.priceRupees)}.`),
        sources: [COURSES_SOURCE],
      };
    }
    case 'founded':
    case 'company': {
      const company = book.first('company');
      if (!company) return null;
      const founded = `${company.name} was founded in ${company.foundedYear} in ${company.city}.`;
      const lines = intent.kind === 'founded' ? [founded, company.description] : [company.description, founded];
      return { lines, sources: [source(company)] };
    }
    case 'impact': {
      const impact = book.first('impact');
      const company = book.first('company');
      if (!impact) return null;
      const since = company ? [`${company.name} was founded in ${company.foundedYear} in ${company.city}.`] : [];
      return {
        lines: [`Our impact so far: ${impact.figures.map((f) => `${f.value} ${f.label}`).join(', ')}.`, ...since],
        sources: [source(impact)],
      };
    }
  }
}
