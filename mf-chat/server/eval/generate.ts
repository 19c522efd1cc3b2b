import type { FactOf, KnowledgeFact, KnowledgeFile } from 'shared/contracts';
import type { EvalQuestion } from './questions';
import { HELD_OUT, type Phrasings } from './held-out-phrasings';

/**
 * The generated evaluation set: questions made from the knowledge the remotes publish, several
 * phrasings per fact, eligibility by every grade and many ages, subjects taught only in school labs,
 * and things the site does not state. Each expected answer is read from the published facts, not from
 * the gateway. Two parts with separate phrasings: `tuning` (TUNING below, the phrasings the answerer
 * may be improved against) and `heldOut` (held-out-phrasings.ts, never read while tuning). A fixed
 * seed decides the decoration (greetings, case, punctuation) and the sampled ages and days, so the
 * set is the same on every run until the knowledge changes.
 */
export const EVAL_SEED = 25;

export interface GeneratedSet {
  readonly tuning: readonly EvalQuestion[];
  readonly heldOut: readonly EvalQuestion[];
}

/** mulberry32: a small, well-known seeded generator; the same seed gives the same set. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "3–5" as any dash or "to". */
const range = (from: number, to: number) => `${from}\\s*(?:[-–]|to)\\s*${to}`;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The phrasings the answerer may be tuned against. Held-out phrasings of the same families: held-out-phrasings.ts. */
export const TUNING: Phrasings = {
  coursePrice: [
    'How much is {course}?',
    '{course} fees',
    'what does the {course} course cost',
    'price of {course} course?',
    '{course} की फीस',
    '{course} ની ફી',
  ],
  courseGrades: ['Which grades is {course} for?', '{course} is for which class?'],
  courseTeacher: ['Who teaches {course}?', '{course} instructor name'],
  courseLength: ['How long is the {course} course?', '{course} duration'],
  gradeFit: ['Which course for class {grade}?', 'course for std {grade}', 'anything for grade {grade} kids?'],
  ageFit: ['Is there a course for {age} year olds?', 'my son is {age}, which course?'],
  hoursDay: ['What time do you open on {day}?', '{day} timings?', 'are you open on {day}'],
  phone: ['What is your phone number?', 'contact number pls', 'फ़ोन नंबर?', 'ફોન નંબર?'],
  email: ['email id?', 'What is your e-mail address?', 'ईमेल?', 'ઈમેલ?'],
  address: ['Where is your office?', 'office address'],
  founded: ['When was {name} founded?', 'since when is {name} running'],
  company: ['What is {name}?'],
  impactCount: ['How many {label}?', '{label} figure?'],
  impactRate: ['What is your {label} rate?'],
  guide: {
    partnership: ['How can our school partner with you?', 'school partnership options'],
    tour: ['Can parents tour the lab?', 'can we visit your office'],
    registration: ['How do I register my child?', 'admission process?'],
    payment: ['Do I have to pay the full amount upfront?'],
    privacy: [],
  },
  refundDays: ['Do I get a refund if I cancel {days} days before the start?', 'cancel {days} days before, how much refund?'],
  platformLaunch: ['When did the online platform launch?'],
  platformTier: ['What is in the {tier} plan?'],
  labGrades: ['Which classes is the {lab} for?', '{lab} for which grades?'],
  notOffered: ['Do you offer {subject} classes?', 'is there an online {subject} course?', '{subject} course for a {age} year old?'],
  notStated: ['Is there a free trial class?', 'Do you give discounts?', 'Do you have a hostel?', 'Which batch timings are there?'],
  newsDate: ['When was this announced: {title}?'],
  place: ['Where are your labs in {place}?'],
  labPrice: ['What is the price of the {lab}?', '{lab} का शुल्क?', '{lab} ની કિંમત?'],
  courseRating: [
    'What is the rating of {course}?',
    '{course} reviews',
    'Are the reviews of the {course} course good?',
    '{course} की समीक्षा',
    '{course} कोर्स की रेटिंग',
    '{course} રિવ્યૂ',
  ],
  grants: ['What grants have you received?', 'अनुदान', 'ગ્રાન્ટ'],
};

interface Published {
  readonly facts: readonly KnowledgeFact[];
}

const all = <K extends KnowledgeFact['kind']>(book: Published, kind: K) => book.facts.filter((f): f is FactOf<K> => f.kind === kind);

/** Names a visitor uses for a course: "Blockzie", "Internet of Things", "iot", "AR Link". */
function courseNames(course: FactOf<'course'>): string[] {
  const title = course.title.split(':')[0] as string;
  const id = course.id.replace(/^course-/, '').replace(/-/g, ' ');
  return [...new Set([title, id])];
}

/** Every grade 1 to 12: the courses whose range holds it, or none. */
function gradeItems(courses: readonly FactOf<'course'>[], phrasings: readonly string[], rnd: () => number): EvalQuestion[] {
  const out: EvalQuestion[] = [];
  for (let grade = 1; grade <= 12; grade += 1) {
    const fits = courses.filter((c) => grade >= c.gradeFrom && grade <= c.gradeTo);
    const others = courses.filter((c) => !fits.includes(c)).map((c) => esc(c.title.split(':')[0] as string));
    const phrasing = phrasings[Math.floor(rnd() * phrasings.length)] as string;
    out.push({
      q: fill(phrasing, { grade: rnd() < 0.3 ? ordinal(grade) : grade }).replace(/(class|std|grade) (\d+(st|nd|rd|th))/, '$2 standard'),
      must: fits.length ? fits.map((c) => esc(c.title.split(':')[0] as string)) : ['no online course'],
      mustNot: fits.length ? others : [],
    });
  }
  return out;
}

/**
 * Ages 4 to 17: a child of age A is usually in class A-6 or A-5 (Indian schools start class 1 at
 * about 6), so the courses whose grades meet that pair fit; none fitting means "no online course".
 */
function ageItems(courses: readonly FactOf<'course'>[], phrasings: readonly string[]): EvalQuestion[] {
  const out: EvalQuestion[] = [];
  for (let age = 4; age <= 17; age += 1) {
    const [from, to] = [age - 6, age - 5];
    const fits = courses.filter((c) => c.gradeFrom <= to && c.gradeTo >= from);
    for (const phrasing of phrasings) {
      out.push({ q: fill(phrasing, { age }), must: fits.length ? [esc(fits[0]?.title.split(':')[0] as string)] : ['no online course'] });
    }
  }
  return out;
}

function generatePart(book: Published, p: Phrasings, seed: number): EvalQuestion[] {
  const rnd = random(seed);
  const items: EvalQuestion[] = [];
  const add = (templates: readonly string[], values: Record<string, string | number>, must?: string[], mustNot?: string[]) => {
    for (const template of templates) items.push({ q: fill(template, values), ...(must ? { must } : {}), ...(mustNot ? { mustNot } : {}) });
  };
  const courses = all(book, 'course');
  for (const course of courses) {
    for (const name of courseNames(course)) {
      add(p.coursePrice, { course: name }, [`\\b${course.priceRupees}\\b`]);
      add(p.courseTeacher, { course: name }, [esc(course.instructor)]);
    }
    const name = courseNames(course)[0] as string;
    add(p.courseGrades, { course: name }, [range(course.gradeFrom, course.gradeTo)]);
    add(p.courseLength, { course: name }, [esc(course.duration)]);
  }
  items.push(...gradeItems(courses, p.gradeFit, rnd), ...gradeItems(courses, p.gradeFit, rnd));
  items.push(...ageItems(courses, p.ageFit));
  for (const row of all(book, 'hours')) {
    for (const day of row.days) {
      const name = day.charAt(0).toUpperCase() + day.slice(1);
      const phrasing = p.hoursDay[Math.floor(rnd() * p.hoursDay.length)] as string;
      if (row.opens && row.closes) add([phrasing], { day: rnd() < 0.5 ? name : day }, [esc(row.opens), esc(row.closes)]);
      else add([phrasing], { day: name }, ['closed'], [esc(all(book, 'hours')[0]?.opens ?? 'no-such-time')]);
    }
  }
  const contact = all(book, 'contact')[0];
  if (contact) {
    add(p.phone, {}, [esc(contact.phone)]);
    add(p.email, {}, [esc(contact.email)]);
    add(p.address, {}, [esc(contact.address.split(',')[0] as string)]);
  }
  const company = all(book, 'company')[0];
  if (company) {
    add(p.founded, { name: company.name }, [String(company.foundedYear)]);
    add(p.company, { name: company.name }, ['STEM']);
  }
  for (const figure of all(book, 'impact')[0]?.figures ?? []) {
    add(figure.value.endsWith('%') ? p.impactRate : p.impactCount, { label: figure.label }, [esc(figure.value.replace(/\+$/, ''))]);
  }
  for (const guide of all(book, 'guide')) {
    // Right when the reply carries one of the guide's own sentences.
    const sentences = guide.text.split(/(?<=\.)\s+/).filter((s) => s.length > 12);
    add(p.guide[guide.subject] ?? [], {}, [sentences.map((s) => esc(s.replace(/\.$/, ''))).join('|')]);
  }
  const refund = all(book, 'refund')[0];
  for (let i = 0; refund && i < 6; i += 1) {
    const days = Math.floor(rnd() * 31);
    const rule = refund.rules.find((r) => days >= r.minDays && (r.maxDays === null || days <= r.maxDays));
    if (!rule) continue;
    const outcome = rule.percent === 100 ? 'full refund' : rule.percent === 0 ? 'no refund' : `${rule.percent} percent`;
    add(p.refundDays, { days }, [outcome]);
  }
  const platform = all(book, 'platform')[0];
  if (platform) {
    const [y, m, d] = platform.launchDate.split('-').map(Number) as [number, number, number];
    const month = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' });
    add(p.platformLaunch, {}, [`${d} ${month} ${y}`]);
    for (const tier of platform.tiers) add(p.platformTier, { tier: tier.name }, [esc(tier.name)]);
  }
  for (const lab of all(book, 'lab')) {
    add(p.labGrades, { lab: lab.title }, [esc(lab.title), range(lab.gradeFrom, lab.gradeTo)]);
    // No lab price is published: a price in the reply is a course's, and wrong; the office is the answer.
    add(p.labPrice, { lab: lab.title }, [`contact|${CONTACT_WORDS}`], ['₹', 'rupees']);
    // The subject as a visitor names it; "no online ... course" unless a course is named for it.
    const subject = lab.title.replace(/\b(Lab|Smart|Circle)\b/g, '').trim();
    const taught = courses.filter((c) => new RegExp(`\\b${esc(subject)}\\b`, 'i').test(c.title));
    const age = 8 + Math.floor(rnd() * 8);
    add(p.notOffered, { subject, age }, [esc(lab.title), taught.length ? esc(taught[0]?.title.split(':')[0] as string) : 'no online']);
  }
  add(p.notStated, {});
  return items;
}

/** "Contact" in Hindi and Gujarati, as a translated reply names the contact page. */
const CONTACT_WORDS = 'संपर्क|સંપર્ક';
/** "No reviews yet" in the three languages. */
const NO_REVIEWS = 'no reviews yet|कोई समीक्षा नहीं|કોઈ સમીક્ષા નથી';

/** Entries too: each headline's date, each place's labs, each course's reviews, the grants. */
function entryItems(files: readonly Pick<KnowledgeFile, 'entries'>[], p: Phrasings): EvalQuestion[] {
  const items: EvalQuestion[] = [];
  const grants = new Set<string>();
  for (const entry of files.flatMap((f) => f.entries)) {
    const reviews = entry.id.startsWith('course-') ? /Reviews: (.+)\.$/.exec(entry.answer)?.[1] : undefined;
    const rated = reviews ? /\d\.\d/.exec(reviews)?.[0] : undefined;
    if (reviews)
      for (const t of p.courseRating)
        items.push({ q: fill(t, { course: entry.title.split(':')[0] as string }), must: [rated ? esc(rated) : NO_REVIEWS] });
    for (const [amount] of entry.answer.matchAll(/\d[\d,]* dollar grant/g)) grants.add(amount.split(' ')[0] as string);
    const date = /^News of (\d{1,2} \w+ \d{4}):/.exec(entry.answer)?.[1];
    if (entry.topic === 'news' && date) for (const t of p.newsDate) items.push({ q: fill(t, { title: entry.title }), must: [date] });
    const place = /^Our labs in (.+)$/.exec(entry.title)?.[1];
    if (place && !place.includes(' and ')) for (const t of p.place) items.push({ q: fill(t, { place }), must: [esc(place)] });
  }
  if (grants.size > 0) for (const t of p.grants) items.push({ q: t, must: [...grants].map(esc) });
  return items;
}

/** Greetings, case and punctuation as visitors type them; the seed decides which question gets which. */
function decorate(items: readonly EvalQuestion[], seed: number): EvalQuestion[] {
  const rnd = random(seed * 7919);
  const openers = ['', '', '', 'Hi, ', 'Hello! ', 'Please tell me: ', 'sir ', 'Namaste. '];
  return items.map((item) => {
    const opener = openers[Math.floor(rnd() * openers.length)] as string;
    const lower = rnd() < 0.25;
    const q = `${opener}${lower ? item.q.toLowerCase() : item.q}`;
    return { ...item, q };
  });
}

export function generateEval(files: readonly KnowledgeFile[], seed = EVAL_SEED): GeneratedSet {
  const book = { facts: files.flatMap((file) => file.facts) };
  return {
    tuning: decorate([...generatePart(book, TUNING, seed), ...entryItems(files, TUNING)], seed),
    heldOut: decorate([...generatePart(book, HELD_OUT, seed + 1), ...entryItems(files, HELD_OUT)], seed + 1),
  };
}
