import { WEEKDAYS, type FactOf, type KnowledgeFact, type KnowledgeFile } from 'shared/contracts';
import { INDIC_MONTHS } from 'shared/knowledge';
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
  nativeCoursePrice: ['{course} कोर्स की फीस', '{course} કોર્સની ફી'],
  nativeCourseTeacher: ['{course} कौन पढ़ाता है?', '{course} કોણ ભણાવે છે?'],
  courseGrades: ['Which grades is {course} for?', '{course} is for which class?', '{course} किस कक्षा के लिए है?', '{course} કયા ધોરણ માટે છે?'],
  courseTeacher: ['Who teaches {course}?', '{course} instructor name', '{course} कौन पढ़ाता है?', '{course} કોણ ભણાવે છે?'],
  courseLength: [
    'How long is the {course} course?',
    '{course} duration',
    '{course} कोर्स कितने सप्ताह का है?',
    '{course} કોર્સ કેટલા અઠવાડિયાનો છે?',
  ],
  gradeFit: [
    'Which course for class {grade}?',
    'course for std {grade}',
    'anything for grade {grade} kids?',
    'कक्षा {grade} के लिए कौन-सा कोर्स?',
    'ધોરણ {grade} માટે કયો કોર્સ?',
  ],
  ageFit: [
    'Is there a course for {age} year olds?',
    'my son is {age}, which course?',
    'मेरा बेटा {age} साल का है, कौन-सा कोर्स?',
    'મારી દીકરી {age} વર્ષની છે, કયો કોર્સ?',
  ],
  hoursDay: ['What time do you open on {day}?', '{day} timings?', 'are you open on {day}', '{day} को आपका समय क्या है?', '{day}નો સમય શું છે?'],
  phone: ['What is your phone number?', 'contact number pls', 'फ़ोन नंबर?', 'ફોન નંબર?'],
  email: ['email id?', 'What is your e-mail address?', 'ईमेल?', 'ઈમેલ?'],
  address: ['Where is your office?', 'office address', 'आपका कार्यालय कहाँ है?', 'તમારી ઓફિસ ક્યાં છે?'],
  founded: ['When was {name} founded?', 'since when is {name} running', '{name} की स्थापना कब हुई?', '{name}ની સ્થાપના ક્યારે થઈ?'],
  company: ['What is {name}?'],
  impactCount: ['How many {label}?', '{label} figure?'],
  impactRate: ['What is your {label} rate?', 'आपकी {label} दर क्या है?', 'તમારો {label} દર કેટલો છે?'],
  guide: {
    partnership: ['How can our school partner with you?', 'school partnership options', 'हमारा स्कूल आपके साथ साझेदारी कैसे करे?'],
    tour: ['Can parents tour the lab?', 'can we visit your office', 'શું અમે તમારી લેબની મુલાકાત લઈ શકીએ?', 'क्या माता-पिता लैब देख सकते हैं?'],
    registration: ['How do I register my child?', 'admission process?', 'दाखिला कैसे लें?', 'નોંધણી કેવી રીતે કરાવવી?'],
    payment: ['Do I have to pay the full amount upfront?', 'क्या पूरा भुगतान पहले करना होगा?'],
    privacy: [],
  },
  teacherTraining: ['Do you offer teacher training?', 'क्या आप शिक्षक प्रशिक्षण देते हैं?', 'શું તમે શિક્ષક તાલીમ આપો છો?'],
  refundDays: [
    'Do I get a refund if I cancel {days} days before the start?',
    'cancel {days} days before, how much refund?',
    'अगर {days} दिन पहले रद्द करें तो कितना रिफ़ंड?',
    'જો {days} દિવસ પહેલાં રદ કરીએ તો રિફંડ કેટલું?',
  ],
  platformLaunch: ['When did the online platform launch?', 'ऑनलाइन प्लेटफ़ॉर्म कब शुरू हुआ?', 'ઓનલાઇન પ્લેટફોર્મ ક્યારે શરૂ થયું?'],
  platformTier: ['What is in the {tier} plan?', '{tier} प्लान में क्या है?', '{tier} પ્લાનમાં શું છે?'],
  labGrades: ['Which classes is the {lab} for?', '{lab} for which grades?', '{lab} किन कक्षाओं के लिए है?', '{lab} કયા ધોરણ માટે છે?'],
  notOffered: [
    'Do you offer {subject} classes?',
    'is there an online {subject} course?',
    '{subject} course for a {age} year old?',
    'क्या {subject} का ऑनलाइन कोर्स है?',
    'શું {subject}નો ઓનલાઇન કોર્સ છે?',
  ],
  notStated: [
    'Is there a free trial class?',
    'Do you give discounts?',
    'Do you have a hostel?',
    'Which batch timings are there?',
    'क्या ट्रायल क्लास मिलती है?',
    'શું ડિસ્કાઉન્ટ મળે છે?',
  ],
  newsDate: ['When was this announced: {title}?', 'यह समाचार कब का है: {title}?', 'આ સમાચાર ક્યારના છે: {title}?'],
  place: ['Where are your labs in {place}?', '{place} में आपकी लैब कहाँ हैं?', '{place}માં તમારી લેબ ક્યાં છે?'],
  labPrice: ['What is the price of the {lab}?', 'We are a school: what does the {lab} cost?', '{lab} का शुल्क?', '{lab} ની કિંમત?'],
  courseRating: [
    'What is the rating of {course}?',
    '{course} reviews',
    'Are the reviews of the {course} course good?',
    '{course} की समीक्षा',
    '{course} कोर्स की रेटिंग',
    '{course} રિવ્યૂ',
  ],
  grants: ['What grants have you received?', 'How many grants?', 'अनुदान', 'ગ્રાન્ટ'],
};

type Lang = 'en' | 'hi' | 'gu';

/** The language a phrasing is written in, by its script. */
export const langOf = (text: string): Lang =>
  /\p{Script=Gujarati}/u.test(text) ? 'gu' : /\p{Script=Devanagari}/u.test(text) ? 'hi' : 'en';

/**
 * The published knowledge, and the same facts and entries in Hindi and Gujarati (knowledge version 4):
 * a question in one of those languages expects the facts as published in it.
 */
interface Published {
  readonly facts: readonly KnowledgeFact[];
  shown<F extends { readonly id: string; readonly path: string }>(lang: Lang, item: F): F;
}

function published(files: readonly KnowledgeFile[]): Published {
  // A course's entry and its fact share id and path: a fact's key names its kind.
  const key = (item: { readonly id: string; readonly path: string; readonly kind?: string }) =>
    `${item.kind ?? 'entry'} ${item.id} ${item.path}`;
  const byLang = new Map<Lang, Map<string, unknown>>(
    (['hi', 'gu'] as const).map((lang) => [
      lang,
      new Map(
        files
          .flatMap((f) => f.translations.filter((t) => t.locale === lang))
          .flatMap((t) => [...t.facts, ...t.entries])
          .map((item): [string, unknown] => [key(item), item]),
      ),
    ]),
  );
  return {
    facts: files.flatMap((file) => file.facts),
    shown: (lang, item) => ((lang === 'en' ? item : byLang.get(lang)?.get(key(item))) ?? item) as typeof item,
  };
}

const all = <K extends KnowledgeFact['kind']>(book: Published, kind: K) => book.facts.filter((f): f is FactOf<K> => f.kind === kind);

/** How a reply in each language says what the site does not offer, and the refund outcomes. */
const NO_COURSE: Record<Lang, string> = { en: 'no online course', hi: 'कोई ऑनलाइन कोर्स नहीं', gu: 'કોઈ ઓનલાઇન કોર્સ નથી' };
const NO_ONLINE: Record<Lang, string> = { en: 'no online', hi: 'कोई ऑनलाइन कोर्स नहीं', gu: 'કોઈ ઓનલાઇન કોર્સ નથી' };
const CLOSED: Record<Lang, string> = { en: 'closed', hi: 'बंद', gu: 'બંધ' };
const REFUND: Record<Lang, { full: string; none: string; part: (p: number) => string }> = {
  en: { full: 'full refund', none: 'no refund', part: (p) => `${p} percent` },
  hi: { full: 'पूरी राशि वापस', none: 'कोई राशि वापस नहीं', part: (p) => `${p} प्रतिशत` },
  gu: { full: 'પૂરું રિફંડ', none: 'કોઈ રિફંડ નહીં', part: (p) => `${p} ટકા` },
};
/**
 * The office's address as a reply in each language gives it: the English one as published, the Hindi
 * and Gujarati ones as the site's footer writes them (city and region in the language, PIN as it is).
 */
const ADDRESS: Record<Lang, string> = { en: '4th Floor', hi: 'अहमदाबाद, गुजरात 380015', gu: 'અમદાવાદ, ગુજરાત 380015' };
/** That the teachers are trained, as the partnership answer and the school programmes say it in each language. */
const TEACHERS_TRAINED = 'train your teachers|teacher training|शिक्षकों को प्रशिक्षण|शिक्षक प्रशिक्षण|શિક્ષકોને તાલીમ|શિક્ષક તાલીમ';
/**
 * Course names as visitors type them in Devanagari and Gujarati letters, by course id: the first
 * spelling for the tuning part, the second for the held-out part (nukta or not, a space or not).
 */
const NATIVE_COURSE_NAMES: Record<string, Record<'hi' | 'gu', readonly [string, string]>> = {
  'course-blockzie': { hi: ['ब्लॉकज़ी', 'ब्लोकजी'], gu: ['બ્લોકઝી', 'બ્લૉકઝી'] },
  'course-iot': { hi: ['आईओटी', 'आई ओ टी'], gu: ['આઈઓટી', 'આઇઓટી'] },
  'course-ar-link': { hi: ['एआर लिंक', 'ए आर लिंक'], gu: ['એઆર લિંક', 'એ આર લિંક'] },
};
/** A weekday as each language names it. */
const dayIn = (lang: Lang, day: string) =>
  lang === 'en'
    ? day
    : new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]))).toLocaleDateString(`${lang}-IN`, {
        weekday: 'long',
        timeZone: 'UTC',
      });
/** "15 May 2025", "15 मई 2025", "15 મે 2025" (the glossaries' months). */
function dateIn(lang: Lang, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month =
    lang === 'en'
      ? new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' })
      : (INDIC_MONTHS[lang][m - 1]?.[0] as string);
  return `${d} ${month} ${y}`;
}

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
    const lang = langOf(phrasing);
    const ordinalForm = rnd() < 0.3 && lang === 'en';
    out.push({
      q: fill(phrasing, { grade: ordinalForm ? ordinal(grade) : grade }).replace(/(class|std|grade) (\d+(st|nd|rd|th))/, '$2 standard'),
      must: fits.length ? fits.map((c) => esc(c.title.split(':')[0] as string)) : [NO_COURSE[lang]],
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
      out.push({
        q: fill(phrasing, { age }),
        must: fits.length ? [esc(fits[0]?.title.split(':')[0] as string)] : [NO_COURSE[langOf(phrasing)]],
      });
    }
  }
  return out;
}

function generatePart(book: Published, p: Phrasings, seed: number): EvalQuestion[] {
  const rnd = random(seed);
  const items: EvalQuestion[] = [];
  /** Each phrasing with the values and the expected answer of its own language. */
  const add = (
    templates: readonly string[],
    values: Record<string, string | number> | ((lang: Lang) => Record<string, string | number>),
    must?: string[] | ((lang: Lang) => string[]),
    mustNot?: string[],
  ) => {
    for (const template of templates) {
      const lang = langOf(template);
      const expected = typeof must === 'function' ? must(lang) : must;
      items.push({
        q: fill(template, typeof values === 'function' ? values(lang) : values),
        ...(expected ? { must: expected } : {}),
        ...(mustNot ? { mustNot } : {}),
      });
    }
  };
  const courses = all(book, 'course');
  for (const course of courses) {
    for (const name of courseNames(course)) {
      add(p.coursePrice, { course: name }, [`\\b${course.priceRupees}\\b`]);
      add(p.courseTeacher, { course: name }, (lang) => [esc(book.shown(lang, course).instructor)]);
    }
    const native = NATIVE_COURSE_NAMES[course.id];
    const others = courses.filter((c) => c !== course).map((c) => esc(c.title.split(':')[0] as string));
    const spelling = (lang: Lang) => ({ course: lang === 'en' || !native ? '' : native[lang][p === HELD_OUT ? 1 : 0] });
    if (native) {
      add(p.nativeCoursePrice, spelling, [`\\b${course.priceRupees}\\b`], others);
      add(p.nativeCourseTeacher, spelling, (lang) => [esc(book.shown(lang, course).instructor)]);
    }
    const name = courseNames(course)[0] as string;
    add(p.courseGrades, { course: name }, [range(course.gradeFrom, course.gradeTo)]);
    add(p.courseLength, { course: name }, (lang) => [esc(book.shown(lang, course).duration)]);
  }
  items.push(...gradeItems(courses, p.gradeFit, rnd), ...gradeItems(courses, p.gradeFit, rnd));
  items.push(...ageItems(courses, p.ageFit));
  for (const row of all(book, 'hours')) {
    for (const day of row.days) {
      const name = day.charAt(0).toUpperCase() + day.slice(1);
      const phrasing = p.hoursDay[Math.floor(rnd() * p.hoursDay.length)] as string;
      const lower = rnd() < 0.5;
      const values = (lang: Lang) => ({ day: lang === 'en' ? (lower ? day : name) : dayIn(lang, day) });
      const open = (lang: Lang) => book.shown(lang, row);
      if (row.opens && row.closes) add([phrasing], values, (lang) => [esc(open(lang).opens ?? ''), esc(open(lang).closes ?? '')]);
      else
        add(
          [phrasing],
          (lang) => ({ day: lang === 'en' ? name : dayIn(lang, day) }),
          (lang) => [CLOSED[lang]],
          [esc(all(book, 'hours')[0]?.opens ?? 'no-such-time')],
        );
    }
  }
  const contact = all(book, 'contact')[0];
  if (contact) {
    add(p.phone, {}, [esc(contact.phone)]);
    add(p.email, {}, [esc(contact.email)]);
    add(p.address, {}, (lang) => [lang === 'en' ? esc(contact.address.split(',')[0] as string) : ADDRESS[lang]]);
  }
  const company = all(book, 'company')[0];
  if (company) {
    add(p.founded, { name: company.name }, [String(company.foundedYear)]);
    add(p.company, { name: company.name }, ['STEM']);
  }
  const impact = all(book, 'impact')[0];
  for (const [i, figure] of (impact?.figures ?? []).entries()) {
    add(
      figure.value.endsWith('%') ? p.impactRate : p.impactCount,
      (lang) => ({ label: (impact && book.shown(lang, impact).figures[i]?.label) ?? figure.label }),
      [esc(figure.value.replace(/\+$/, ''))],
    );
  }
  for (const guide of all(book, 'guide')) {
    // Right when the reply carries one of the guide's own sentences, as published in the question's language.
    const sentences = (lang: Lang) =>
      book
        .shown(lang, guide)
        .text.split(/(?<=[.।])\s+/)
        .filter((s) => s.length > 12);
    add(p.guide[guide.subject] ?? [], {}, (lang) => [
      sentences(lang)
        .map((s) => esc(s.replace(/[.।]$/, '')))
        .join('|'),
    ]);
  }
  add(p.teacherTraining, {}, [TEACHERS_TRAINED]);
  const refund = all(book, 'refund')[0];
  for (let i = 0; refund && i < 6; i += 1) {
    const days = Math.floor(rnd() * 31);
    const rule = refund.rules.find((r) => days >= r.minDays && (r.maxDays === null || days <= r.maxDays));
    if (!rule) continue;
    add(p.refundDays, { days }, (lang) => [
      rule.percent === 100 ? REFUND[lang].full : rule.percent === 0 ? REFUND[lang].none : REFUND[lang].part(rule.percent),
    ]);
  }
  const platform = all(book, 'platform')[0];
  if (platform) {
    add(p.platformLaunch, {}, (lang) => [dateIn(lang, platform.launchDate)]);
    for (const tier of platform.tiers) add(p.platformTier, { tier: tier.name }, [esc(tier.name)]);
  }
  for (const lab of all(book, 'lab')) {
    const title = (lang: Lang) => book.shown(lang, lab).title;
    add(
      p.labGrades,
      (lang) => ({ lab: title(lang) }),
      (lang) => [esc(title(lang)), range(lab.gradeFrom, lab.gradeTo)],
    );
    // No lab price is published: a price in the reply is a course's, and wrong; the office is the answer.
    add(p.labPrice, (lang) => ({ lab: title(lang) }), [`contact|${CONTACT_WORDS}`], ['₹', 'rupees', 'रुपये', 'રૂપિયા']);
    // The subject as a visitor names it; "no online ... course" unless a course is named for it.
    const subject = lab.title.replace(/\b(Lab|Smart|Circle)\b/g, '').trim();
    const subjectIn = (lang: Lang) =>
      lang === 'en'
        ? subject
        : title(lang)
            .split(/\s+/)
            .filter((word) => !['लैब', 'स्मार्ट', 'मंडल', 'લેબ', 'સ્માર્ટ', 'મંડળ'].includes(word))
            .join(' ');
    const taught = courses.filter((c) => new RegExp(`\\b${esc(subject)}\\b`, 'i').test(c.title));
    const age = 8 + Math.floor(rnd() * 8);
    add(
      p.notOffered,
      (lang) => ({ subject: subjectIn(lang), age }),
      (lang) => [esc(title(lang)), taught.length ? esc(taught[0]?.title.split(':')[0] as string) : NO_ONLINE[lang]],
    );
  }
  add(p.notStated, {});
  return items;
}

/** "Contact" in Hindi and Gujarati, as a translated reply names the contact page. */
const CONTACT_WORDS = 'संपर्क|સંપર્ક';
/** "No reviews yet" in the three languages. */
const NO_REVIEWS = 'no reviews yet|कोई समीक्षा नहीं|કોઈ સમીક્ષા નથી';
/** A figure however it is grouped: "250,000" and the Indian "2,50,000" alike. */
const figure = (value: string) => value.replace(/,/g, '').split('').join(',?');

/** Entries too: each headline's date, each place's labs, each course's reviews, the grants. */
function entryItems(files: readonly KnowledgeFile[], p: Phrasings): EvalQuestion[] {
  const book = published(files);
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
    if (entry.topic === 'news' && date)
      for (const t of p.newsDate) {
        const lang = langOf(t);
        const shown = book.shown(lang, entry);
        const iso = /^\d{4}-\d{2}-\d{2}$/.exec(entry.keywords.find((k) => /^\d{4}-\d{2}-\d{2}$/.test(k)) ?? '')?.[0];
        items.push({ q: fill(t, { title: shown.title }), must: [lang === 'en' || !iso ? date : dateIn(lang, iso)] });
      }
    const place = /^Our labs in (.+)$/.exec(entry.title)?.[1];
    if (place && !place.includes(' and '))
      for (const t of p.place) {
        // A Hindi or Gujarati phrasing names the place as its page does (the entry's first keyword there).
        const lang = langOf(t);
        const name = lang === 'en' ? place : (book.shown(lang, entry).keywords[0] ?? place);
        items.push({ q: fill(t, { place: name }), must: [esc(name)] });
      }
  }
  if (grants.size > 0) for (const t of p.grants) items.push({ q: t, must: [...grants].map(figure) });
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
  const book = published(files);
  return {
    tuning: decorate([...generatePart(book, TUNING, seed), ...entryItems(files, TUNING)], seed),
    heldOut: decorate([...generatePart(book, HELD_OUT, seed + 1), ...entryItems(files, HELD_OUT)], seed + 1),
  };
}
