import {
  localePath,
  type ChatSource,
  type KnowledgeEntry,
  type KnowledgeFact,
  type KnowledgeTranslation,
  type KnowledgeTranslationLocale,
} from 'shared/contracts';
import type { Words } from 'shared/i18n';
import { ENGLISH_ANSWERS, scriptLocale } from './answer-language';
import { readAsEnglish } from './cross-language';
import { ENGLISH_WRITER, answerFromFacts, type Writer } from './fact-answers';
import { FactBook } from './fact-book';
import { detectIntent } from './intents';
import { looksManipulative } from './manipulation';
import { NativeIndex } from './native-search';
import { normaliseText } from './normalise';
import { KnowledgeIndex, entryAnswer, searchAnswer, sentencesOf, type Hit } from './search-answer';
import { contentStems, stem, wordsOf } from './text-terms';

/**
 * The offline assistant: structured facts first (the course for a grade, the hours of a day, the
 * refund for a number of days), then a search over the published entries, else an honest "not sure"
 * or a refusal. Every line it sends is a fact a remote published; every answer names its pages. Its
 * own sentences (not sure, refusals, greetings, the contact page's name) are in the answer's
 * language (`i18n`, mf-chat's catalogs), and so are the facts: the remotes publish their knowledge in
 * Hindi and Gujarati too (the same ids), so a question is read against the English knowledge and
 * answered from the same entries and facts in its language, its pages linked under /hi or /gu. Only
 * when a remote publishes no such translation does an answer give the English facts, saying so first.
 */
export const contactSource = (i18n: Words = ENGLISH_ANSWERS): ChatSource => ({ title: i18n._('answer.contactTitle'), path: '/contact' });
export const CONTACT_SOURCE: ChatSource = contactSource();

export const UNSURE_REPLY = ENGLISH_ANSWERS._('answer.unsure');
export const OFF_TOPIC_REPLY = ENGLISH_ANSWERS._('answer.offTopic');
export const NO_KNOWLEDGE_REPLY = ENGLISH_ANSWERS._('answer.noKnowledge');
export const GREETING_REPLY = ENGLISH_ANSWERS._('answer.greeting');

/** For what visitors ask about and the site does not state: say so, and where to ask. */
export const notStatedReply = (topic: string, i18n: Words = ENGLISH_ANSWERS) =>
  // The topic's name is English ("a trial class"): in another language the honest "not sure" says it all.
  i18n.locale === 'en' ? i18n._('answer.notStated', { topic }) : i18n._('answer.unsure');

/** The words of a request for the course list itself ("which courses do you offer for kids, and the fees?"). */
const LIST_WORDS = new Set(
  [
    'course',
    'courses',
    'class',
    'classes',
    'online',
    'learn',
    'price',
    'prices',
    'cost',
    'fee',
    'fees',
    'rupees',
    'charge',
    'offer',
    'available',
    'kid',
    'kids',
    'child',
    'children',
    'son',
    'daughter',
    'list',
    'all',
    'take',
    'join',
    'suit',
    'teach',
    'much',
    'total',
    'program',
    'programme',
    'provide',
    'run',
    'home',
    'student',
    'students',
    'best',
    'good',
    'option',
    'options',
    'detail',
    'details',
  ].map((word) => stem(word)),
);

const GREETINGS = new Set(['hi', 'hello', 'hey', 'hiya', 'namaste', 'good', 'morning', 'afternoon', 'evening', 'there', 'hii']);
const MAX_LINES = 4;

/** `not-published`: asked about something the site deliberately does not publish (a lab's price); the office answers. */
export type AnswerKind = 'fact' | 'search' | 'greeting' | 'unsure' | 'off-topic' | 'manipulative' | 'no-knowledge' | 'not-published';

export interface OfflineAnswer {
  readonly kind: AnswerKind;
  readonly reply: string;
  readonly sources: readonly ChatSource[];
  /** What the answer stands on, for Gemini's system instruction: published text and its page. */
  readonly grounding: readonly { readonly text: string; readonly title: string; readonly path: string }[];
}

/** An entry's or fact's key across languages: its id and its page (two remotes may reuse an id). */
const keyOf = (item: { readonly id: string; readonly path: string }) => `${item.id} ${item.path}`;

/** The knowledge in one more language: the English entries and facts' counterparts, by key. */
export class Translation {
  private readonly entries: ReadonlyMap<string, KnowledgeEntry>;
  private readonly facts: ReadonlyMap<string, KnowledgeFact>;

  constructor(sets: readonly Pick<KnowledgeTranslation, 'entries' | 'facts'>[]) {
    this.entries = new Map(sets.flatMap((set) => set.entries.map((entry): [string, KnowledgeEntry] => [keyOf(entry), entry])));
    this.facts = new Map(sets.flatMap((set) => set.facts.map((fact): [string, KnowledgeFact] => [keyOf(fact), fact])));
  }

  /**
   * The names a question in this language may quote, with the English name the answerer knows: each
   * lab's and course's title ("ड्रोन लैब" -> "Drone Lab"), each headline and each place of the labs
   * ("अररिया" -> "araria"), longest first.
   */
  names(english: Knowledge): (readonly [string, string])[] {
    const pairs: (readonly [string, string])[] = [];
    for (const fact of [...english.facts.all('lab'), ...english.facts.all('course')]) {
      const shown = this.fact(fact);
      if (shown && shown.title !== fact.title) pairs.push([shown.title, fact.title]);
    }
    for (const entry of english.entries.filter((e) => e.topic === 'news')) {
      const shown = this.entry(entry);
      if (shown && shown.title !== entry.title) pairs.push([shown.title, entry.title]);
    }
    // The places of the labs: their entries' first keyword is the place's name ("araria", "अररिया").
    for (const entry of english.entries.filter((e) => e.topic === 'lab' && e.id.startsWith('labs-'))) {
      const [name, place] = [this.entry(entry)?.keywords[0], entry.keywords[0]];
      if (name && place && name !== place) pairs.push([name, place]);
    }
    return pairs.sort((a, b) => b[0].length - a[0].length);
  }

  entry(english: KnowledgeEntry): KnowledgeEntry | undefined {
    return this.entries.get(keyOf(english));
  }

  fact<F extends KnowledgeFact>(english: F): F | undefined {
    const fact = this.facts.get(keyOf(english));
    return fact?.kind === english.kind ? (fact as F) : undefined;
  }
}

/** Everything the remotes publish, ready to answer from. */
export class Knowledge {
  readonly index: KnowledgeIndex;
  readonly facts: FactBook;
  readonly size: number;

  readonly entries: readonly KnowledgeEntry[];
  private readonly translations: ReadonlyMap<KnowledgeTranslationLocale, Translation>;

  constructor(entries: readonly KnowledgeEntry[], facts: readonly KnowledgeFact[], translations: readonly KnowledgeTranslation[] = []) {
    this.entries = entries;
    this.index = new KnowledgeIndex(entries);
    this.facts = new FactBook(facts);
    this.size = entries.length + facts.length;
    const locales = [...new Set(translations.map((t) => t.locale))];
    this.translations = new Map(locales.map((locale) => [locale, new Translation(translations.filter((t) => t.locale === locale))]));
  }

  /** The knowledge in `locale`, when the remotes publish it. */
  in(locale: string): Translation | undefined {
    return this.translations.get(locale as KnowledgeTranslationLocale);
  }

  private named: (readonly [string, string])[] | undefined;
  private readonly natives = new Map<KnowledgeTranslationLocale, NativeIndex | null>();

  /** The entries as published in `locale`, searchable by a question in that language (made on first use). */
  native(locale: KnowledgeTranslationLocale): NativeIndex | null {
    let index = this.natives.get(locale);
    if (index === undefined) {
      const translation = this.in(locale);
      const entries = translation
        ? this.entries.flatMap((english) => {
            const entry = translation.entry(english);
            return entry ? [{ key: keyOf(english), entry }] : [];
          })
        : [];
      index = entries.length ? new NativeIndex(entries) : null;
      this.natives.set(locale, index);
    }
    return index;
  }

  /** The English entry a native search hit stands for. */
  entryByKey(key: string): KnowledgeEntry | undefined {
    this.byKey ??= new Map(this.entries.map((entry) => [keyOf(entry), entry]));
    return this.byKey.get(key);
  }

  private byKey: ReadonlyMap<string, KnowledgeEntry> | undefined;

  /** A question with the Hindi and Gujarati names it quotes put in English (worked out once per knowledge). */
  withEnglishNames(question: string): string {
    this.named ??= [...this.translations.values()].flatMap((translation) => translation.names(this));
    // Compared in lower case: a visitor types "stem" for STEM inside a Gujarati headline.
    let text = question;
    for (const [name, english] of this.named) {
      const lower = name.toLowerCase();
      if (text.toLowerCase().includes(lower)) text = text.toLowerCase().split(lower).join(` ${english} `);
    }
    return text;
  }
}

/**
 * How an answer is written in the language of `i18n`: the published entries and facts in that
 * language (when the remotes publish them), else the English ones under a first line saying so.
 */
class Voice implements Writer {
  readonly translated: boolean;
  constructor(
    readonly i18n: Words,
    private readonly translation: Translation | undefined,
  ) {
    this.translated = i18n.locale === 'en' || translation !== undefined;
  }

  shown<F extends KnowledgeFact>(fact: F): F {
    return this.translation?.fact(fact) ?? fact;
  }

  entry(english: KnowledgeEntry): KnowledgeEntry {
    return this.translation?.entry(english) ?? english;
  }

  /** A page of the site in the answer's language: "/courses/iot", "/hi/courses/iot". */
  source(source: ChatSource): ChatSource {
    return { title: source.title, path: localePath(this.i18n.locale as 'en' | KnowledgeTranslationLocale, source.path) };
  }
}

/**
 * Sentences of a Hindi or Gujarati answer, ended by ".", "!", "?" or the Devanagari "।" (no capitals to
 * tell a break by); initials such as "एस.जी." end no sentence.
 */
function translatedSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const piece of text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?।])\s+/)) {
    const last = sentences[sentences.length - 1];
    if (last !== undefined && /\.\S{1,3}\.$/.test(last)) sentences[sentences.length - 1] = `${last} ${piece}`;
    else if (piece) sentences.push(piece);
  }
  return sentences;
}

/**
 * The lines the English answerer chose from an entry, from the entry in the answer's language: the same
 * sentences when both have as many, else its first sentences (at most three, about 300 characters).
 */
function linesIn(voice: Voice, english: KnowledgeEntry, lines: readonly string[]): string[] {
  const shown = voice.entry(english);
  if (shown === english) return [...lines];
  const ours = sentencesOf(english.answer);
  const theirs = translatedSentences(shown.answer);
  if (ours.length === theirs.length) {
    const picked = lines.map((line) => ours.indexOf(line)).filter((i) => i >= 0);
    if (picked.length === lines.length) return picked.map((i) => theirs[i] as string);
  }
  const out: string[] = [];
  for (const sentence of theirs) {
    if (out.length >= 3 || (out.length > 0 && out.join(' ').length + sentence.length > 300)) break;
    out.push(sentence);
  }
  return out;
}

/**
 * A reply of two to four lines, no line twice: a one-line answer gets a second line naming the page
 * that says more (the widget links it under the reply).
 */
function compose(lines: readonly string[], sources: readonly ChatSource[], i18n: Words = ENGLISH_ANSWERS, translated = true): string {
  // Facts no remote publishes in the answer's language are given in English, saying so first.
  const lead = i18n.locale === 'en' || translated ? [] : [i18n._('answer.inEnglish')];
  const unique = [...new Set(lines.map((line) => line.trim()).filter(Boolean))].slice(0, MAX_LINES - lead.length);
  if (unique.length === 1 && sources[0]) unique.push(i18n._('answer.readMore', { title: sources[0].title }));
  return [...lead, ...unique].join('\n');
}

function uniqueSources(sources: readonly ChatSource[]): ChatSource[] {
  return [...new Map(sources.map((s) => [s.path, s])).values()];
}

const fixed = (kind: AnswerKind, reply: string, i18n: Words = ENGLISH_ANSWERS): OfflineAnswer => ({
  kind,
  reply,
  sources: [contactSource(i18n)],
  grounding: [],
});

/** A named course's reviews as its published fact states them: its rating, or that it has none yet. */
function courseRating(knowledge: Knowledge, words: readonly string[], voice: Voice): OfflineAnswer | null {
  const english = knowledge.facts.courseNames().find((c) => c.names[0]?.join(' ') === words.join(' '))?.course;
  if (!english) return null;
  const course = voice.shown(english);
  // A version 3 file publishes no rating: say nothing about it rather than guess.
  if (course.rating === undefined) return null;
  const name = course.title.split(':')[0] as string;
  const reply =
    course.rating === null
      ? voice.i18n._('answer.noReviews', { course: name })
      : voice.i18n._('answer.rated', { course: name, rating: course.rating.toFixed(1), reviews: String(course.reviews) });
  const source = { title: course.title, path: course.path };
  const grounding = [{ text: `${course.title}: ${reply}`, ...source }];
  return { kind: 'fact', reply: compose([reply], [source], voice.i18n, voice.translated), sources: [source], grounding };
}

/** The grants the published entries name ("250,000 dollar grant"), each once, in the sentence that names it. */
function grantsAnswer(knowledge: Knowledge, voice: Voice): OfflineAnswer | null {
  const seen = new Map<string, { line: string; source: ChatSource; text: string }>();
  // The about page's own list first: it is where a visitor reads the figures.
  const byPage = [...knowledge.entries].sort((a, b) => Number(b.path === '/about') - Number(a.path === '/about'));
  for (const english of byPage) {
    const entry = voice.entry(english);
    for (const part of english.answer.split(/(?<=[.;])\s+/)) {
      const amount = /\d[\d,]* dollar grant/.exec(part)?.[0];
      if (!amount || seen.has(amount)) continue;
      // Compared as digits: Hindi and Gujarati group them the Indian way (2,50,000 for 250,000).
      const figure = (amount.split(' ')[0] as string).replace(/,/g, '');
      // The same figure's clause in the answer's language (the figures are Latin digits in every language).
      const line =
        entry === english
          ? part.replace(/[.;]$/, '').replace(/^We work with: /, '')
          : entry.answer
              .split(/(?<=[.;।])\s+|:\s+/)
              .find((clause) => clause.replace(/,/g, '').includes(figure))
              ?.replace(/[.;।]$/, '');
      if (line) seen.set(amount, { line, source: { title: entry.title, path: entry.path }, text: entry.answer });
    }
  }
  if (seen.size === 0) return null;
  const found = [...seen.values()].slice(0, MAX_LINES - 2);
  const sources = uniqueSources(found.map((f) => f.source));
  const lines = [voice.i18n._('answer.grants'), ...found.map((f) => f.line)];
  return {
    kind: 'fact',
    reply: compose(lines, sources, voice.i18n, voice.translated),
    sources,
    grounding: found.map((f) => ({ text: f.text, ...f.source })),
  };
}

function hitGrounding(hits: readonly Hit[], voice?: Voice) {
  return hits.slice(0, 4).map((hit) => {
    const entry = voice?.entry(hit.entry) ?? hit.entry;
    return { text: entry.answer, title: entry.title, path: entry.path };
  });
}

/** The search's best entry as an answer in the voice's language. */
function searched(voice: Voice, top: KnowledgeEntry, lines: readonly string[], hits: readonly Hit[]): OfflineAnswer {
  const answer = searchReply(voice, top, lines);
  return {
    kind: 'search',
    reply: compose(answer.lines, answer.sources, voice.i18n, voice.translated),
    sources: uniqueSources(answer.sources),
    grounding: hitGrounding(hits, voice),
  };
}

/**
 * The answer to a question, in the language of `i18n` (English by default). A question in Hindi or
 * Gujarati is read through the words it shares with the English answerer (cross-language.ts) and is
 * never refused as off-topic for its script: what it does not reach gets the honest "not sure".
 */
export function answerQuestion(typed: string, knowledge: Knowledge | null, i18n: Words = ENGLISH_ANSWERS): OfflineAnswer {
  // The gateway hands over a normalised question already; normalising again is a no-op, and keeps
  // every other caller (the evaluation, tests) from reading look-alike letters raw.
  const normalised = normaliseText(typed);
  const indic = readAsEnglish(knowledge ? knowledge.withEnglishNames(normalised) : normalised);
  const voice = new Voice(i18n, knowledge?.in(i18n.locale));
  const english = answerEnglish(indic ?? normalised, knowledge, voice);
  const answer = indic !== null && knowledge ? (nativeSearch(normalised, indic, english, knowledge, voice) ?? english) : english;
  const localised = indic !== null && answer.kind === 'off-topic' ? fixed('unsure', i18n._('answer.unsure'), i18n) : answer;
  if (i18n.locale === 'en') return localised;
  // Pages in the answer's language: /hi/courses/iot, /gu/contact.
  return {
    ...localised,
    sources: localised.sources.map((s) => voice.source(s)),
    grounding: localised.grounding.map((g) => ({ ...g, path: voice.source(g).path })),
  };
}

/**
 * A Hindi or Gujarati question that the facts did not answer (the English reading found a page, or
 * nothing), searched with all its words in its own language: a clear hit there is the answer, since
 * the English reading keeps only the words of the word list ("बिहार रोबोटिक्स चैलेंज" read "robotics"
 * and found the Robotics Lab). Null to keep the English reading's answer.
 */
function nativeSearch(question: string, indic: string, english: OfflineAnswer, knowledge: Knowledge, voice: Voice): OfflineAnswer | null {
  if (english.kind !== 'search' && english.kind !== 'unsure' && english.kind !== 'off-topic') return null;
  const locale = scriptLocale(question);
  const index = locale && locale !== 'en' ? knowledge.native(locale) : null;
  const hit = index?.best(question);
  const top = hit ? knowledge.entryByKey(hit.key) : undefined;
  if (!index || !hit || !top) return null;
  if (english.kind === 'search') {
    // The English reading's page wins unless the question names the native hit's page (two of its
    // words in that title) and that page has more of the question's words (weighed alike).
    const page = english.sources[0]?.path;
    const theirs = new Set(knowledge.entries.filter((entry) => entry.path === page).map((entry) => keyOf(entry)));
    if (top.path === page || hit.inTitle < 2 || index.weight(question, theirs) >= hit.weight) return null;
  }
  return searched(voice, top, entryAnswer(indic, top).lines, []);
}

/** A search answer's lines and sources, in the voice's language. */
function searchReply(voice: Voice, english: KnowledgeEntry, lines: readonly string[]) {
  const entry = voice.entry(english);
  const sources = [{ title: entry.title, path: entry.path }];
  return { lines: linesIn(voice, english, lines), sources, grounding: { text: entry.answer, title: entry.title, path: entry.path } };
}

function answerEnglish(question: string, knowledge: Knowledge | null, voice: Voice): OfflineAnswer {
  const { i18n } = voice;
  const words = wordsOf(question);
  if (words.length > 0 && words.length <= 4 && words.every((word) => GREETINGS.has(word)))
    return fixed('greeting', i18n._('answer.greeting'), i18n);
  if (looksManipulative(question)) return fixed('manipulative', i18n._('answer.offTopic'), i18n);
  if (!knowledge || knowledge.size === 0) return fixed('no-knowledge', i18n._('answer.noKnowledge'), i18n);

  // A question that quotes a headline or a page title is about that page, before any keyword.
  const named = knowledge.index.namedEntry(question);
  if (named) {
    const answer = searchReply(voice, named, entryAnswer(question, named).lines);
    return {
      kind: 'search',
      reply: compose(answer.lines, answer.sources, i18n, voice.translated),
      sources: answer.sources,
      grounding: [answer.grounding],
    };
  }
  const intent = detectIntent(question, knowledge.facts.courseNames(), knowledge.facts.labSubjects(), knowledge.facts.platformFeatures());
  if (intent?.kind === 'not-stated') return fixed('unsure', notStatedReply(intent.topic, i18n), i18n);
  if (intent?.kind === 'lab-price') return fixed('not-published', i18n._('answer.labPrice'), i18n);
  if (intent?.kind === 'course-rating') {
    const rating = courseRating(knowledge, intent.words, voice);
    if (rating) return rating;
  }
  if (intent?.kind === 'grants') {
    const grants = grantsAnswer(knowledge, voice);
    if (grants) return grants;
  }
  // "Are the classes live or recorded?" names classes but asks about something else: when the question
  // has words beyond a request for the course list, and the search answers them, the search wins.
  if (intent?.kind === 'course-list') {
    const specific = contentStems(question).filter((word) => !LIST_WORDS.has(word) && knowledge.index.coverage(word) !== null);
    const outcome = specific.length > 0 ? searchAnswer(question, knowledge.index) : null;
    if (outcome?.kind === 'answer' && !outcome.answer.sources.some((s) => s.path === '/courses')) {
      return searched(voice, outcome.top, outcome.answer.lines, outcome.hits);
    }
  }
  const fromFacts = intent ? answerFromFacts(intent, knowledge.facts, voice.translated ? voice : ENGLISH_WRITER) : null;
  if (fromFacts && fromFacts.lines.length > 0) {
    const sources = uniqueSources(fromFacts.sources);
    const reply = compose(fromFacts.lines, sources, i18n, voice.translated);
    return { kind: 'fact', reply, sources, grounding: sources.map((s) => ({ text: reply, ...s })) };
  }
  const outcome = searchAnswer(question, knowledge.index);
  if (outcome.kind === 'answer') return searched(voice, outcome.top, outcome.answer.lines, outcome.hits);
  if (outcome.kind === 'unknown') return fixed('off-topic', i18n._('answer.offTopic'), i18n);
  return { ...fixed('unsure', i18n._('answer.unsure'), i18n), grounding: hitGrounding(outcome.hits, voice) };
}
