import type { ChatSource, KnowledgeEntry, KnowledgeFact } from 'shared/contracts';
import type { I18n } from 'shared/i18n';
import { ENGLISH_ANSWERS } from './answer-language';
import { readAsEnglish } from './cross-language';
import { answerFromFacts } from './fact-answers';
import { FactBook } from './fact-book';
import { detectIntent } from './intents';
import { looksManipulative } from './manipulation';
import { normaliseText } from './normalise';
import { KnowledgeIndex, entryAnswer, searchAnswer, type Hit } from './search-answer';
import { contentStems, stem, wordsOf } from './text-terms';

/**
 * The offline assistant: structured facts first (the course for a grade, the hours of a day, the
 * refund for a number of days), then a search over the published entries, else an honest "not sure"
 * or a refusal. Every line it sends is a fact a remote published; every answer names its pages. Its
 * own sentences (not sure, refusals, greetings, the contact page's name) are in the answer's
 * language (`i18n`, mf-chat's catalogs); the published facts are English until the knowledge is
 * published per language, and a Hindi or Gujarati answer says so in its first line.
 */
export const contactSource = (i18n: I18n = ENGLISH_ANSWERS): ChatSource => ({ title: i18n._('answer.contactTitle'), path: '/contact' });
export const CONTACT_SOURCE: ChatSource = contactSource();

export const UNSURE_REPLY = ENGLISH_ANSWERS._('answer.unsure');
export const OFF_TOPIC_REPLY = ENGLISH_ANSWERS._('answer.offTopic');
export const NO_KNOWLEDGE_REPLY = ENGLISH_ANSWERS._('answer.noKnowledge');
export const GREETING_REPLY = ENGLISH_ANSWERS._('answer.greeting');

/** For what visitors ask about and the site does not state: say so, and where to ask. */
export const notStatedReply = (topic: string, i18n: I18n = ENGLISH_ANSWERS) =>
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

/** Everything the remotes publish, ready to answer from. */
export class Knowledge {
  readonly index: KnowledgeIndex;
  readonly facts: FactBook;
  readonly size: number;

  readonly entries: readonly KnowledgeEntry[];

  constructor(entries: readonly KnowledgeEntry[], facts: readonly KnowledgeFact[]) {
    this.entries = entries;
    this.index = new KnowledgeIndex(entries);
    this.facts = new FactBook(facts);
    this.size = entries.length + facts.length;
  }
}

/**
 * A reply of two to four lines, no line twice: a one-line answer gets a second line naming the page
 * that says more (the widget links it under the reply).
 */
function compose(lines: readonly string[], sources: readonly ChatSource[], i18n: I18n = ENGLISH_ANSWERS, translated = false): string {
  // Published facts are English today: a Hindi or Gujarati answer of them says so first, in its own language.
  const lead = i18n.locale === 'en' || translated ? [] : [i18n._('answer.inEnglish')];
  const unique = [...new Set(lines.map((line) => line.trim()).filter(Boolean))].slice(0, MAX_LINES - lead.length);
  if (unique.length === 1 && sources[0]) unique.push(i18n._('answer.readMore', { title: sources[0].title }));
  return [...lead, ...unique].join('\n');
}

function uniqueSources(sources: readonly ChatSource[]): ChatSource[] {
  return [...new Map(sources.map((s) => [s.path, s])).values()];
}

const fixed = (kind: AnswerKind, reply: string, i18n: I18n = ENGLISH_ANSWERS): OfflineAnswer => ({
  kind,
  reply,
  sources: [contactSource(i18n)],
  grounding: [],
});

/** A named course's reviews as its published entry states them ("Reviews: rated 4.8 out of 5 …", "no reviews yet"). */
function courseRating(knowledge: Knowledge, words: readonly string[], i18n: I18n): OfflineAnswer | null {
  const course = knowledge.facts.courseNames().find((c) => c.names[0]?.join(' ') === words.join(' '))?.course;
  const entry = course && knowledge.entries.find((e) => e.path === course.path && /Reviews: .+\.$/.test(e.answer));
  const reviews = entry ? /Reviews: (.+)\.$/.exec(entry.answer)?.[1] : undefined;
  if (!course || !entry || !reviews) return null;
  const name = course.title.split(':')[0] as string;
  const none = /^no reviews yet$/i.test(reviews);
  const reply = none ? i18n._('answer.noReviews', { course: name }) : i18n._('answer.reviews', { course: name, reviews });
  const source = { title: course.title, path: course.path };
  return { kind: 'fact', reply: compose([reply], [source], i18n, none), sources: [source], grounding: [{ text: entry.answer, ...source }] };
}

/** The grants the published entries name ("250,000 dollar grant"), each once, in the sentence that names it. */
function grantsAnswer(knowledge: Knowledge, i18n: I18n): OfflineAnswer | null {
  const seen = new Map<string, { line: string; source: ChatSource; text: string }>();
  // The about page's own list first: it is where a visitor reads the figures.
  const byPage = [...knowledge.entries].sort((a, b) => Number(b.path === '/about') - Number(a.path === '/about'));
  for (const entry of byPage) {
    for (const part of entry.answer.split(/(?<=[.;])\s+/)) {
      const amount = /\d[\d,]* dollar grant/.exec(part)?.[0];
      if (amount && !seen.has(amount))
        seen.set(amount, {
          line: part.replace(/[.;]$/, '').replace(/^We work with: /, ''),
          source: { title: entry.title, path: entry.path },
          text: entry.answer,
        });
    }
  }
  if (seen.size === 0) return null;
  const found = [...seen.values()].slice(0, MAX_LINES - 2);
  const sources = uniqueSources(found.map((f) => f.source));
  const lines = [i18n._('answer.grants'), ...found.map((f) => f.line)];
  return { kind: 'fact', reply: compose(lines, sources, i18n), sources, grounding: found.map((f) => ({ text: f.text, ...f.source })) };
}

function hitGrounding(hits: readonly Hit[]) {
  return hits.slice(0, 4).map((hit) => ({ text: hit.entry.answer, title: hit.entry.title, path: hit.entry.path }));
}

/**
 * The answer to a question, in the language of `i18n` (English by default). A question in Hindi or
 * Gujarati is read through the words it shares with the English answerer (cross-language.ts) and is
 * never refused as off-topic for its script: what it does not reach gets the honest "not sure".
 */
export function answerQuestion(typed: string, knowledge: Knowledge | null, i18n: I18n = ENGLISH_ANSWERS): OfflineAnswer {
  // The gateway hands over a normalised question already; normalising again is a no-op, and keeps
  // every other caller (the evaluation, tests) from reading look-alike letters raw.
  const normalised = normaliseText(typed);
  const indic = readAsEnglish(normalised);
  const answer = answerEnglish(indic ?? normalised, knowledge, i18n);
  return indic !== null && answer.kind === 'off-topic' ? fixed('unsure', i18n._('answer.unsure'), i18n) : answer;
}

function answerEnglish(question: string, knowledge: Knowledge | null, i18n: I18n): OfflineAnswer {
  const words = wordsOf(question);
  if (words.length > 0 && words.length <= 4 && words.every((word) => GREETINGS.has(word)))
    return fixed('greeting', i18n._('answer.greeting'), i18n);
  if (looksManipulative(question)) return fixed('manipulative', i18n._('answer.offTopic'), i18n);
  if (!knowledge || knowledge.size === 0) return fixed('no-knowledge', i18n._('answer.noKnowledge'), i18n);

  // A question that quotes a headline or a page title is about that page, before any keyword.
  const named = knowledge.index.namedEntry(question);
  if (named) {
    const answer = entryAnswer(question, named);
    return {
      kind: 'search',
      reply: compose(answer.lines, answer.sources, i18n),
      sources: answer.sources,
      grounding: [{ text: named.answer, title: named.title, path: named.path }],
    };
  }
  const intent = detectIntent(question, knowledge.facts.courseNames(), knowledge.facts.labSubjects(), knowledge.facts.platformFeatures());
  if (intent?.kind === 'not-stated') return fixed('unsure', notStatedReply(intent.topic, i18n), i18n);
  if (intent?.kind === 'lab-price') return fixed('not-published', i18n._('answer.labPrice'), i18n);
  if (intent?.kind === 'course-rating') {
    const rating = courseRating(knowledge, intent.words, i18n);
    if (rating) return rating;
  }
  if (intent?.kind === 'grants') {
    const grants = grantsAnswer(knowledge, i18n);
    if (grants) return grants;
  }
  // "Are the classes live or recorded?" names classes but asks about something else: when the question
  // has words beyond a request for the course list, and the search answers them, the search wins.
  if (intent?.kind === 'course-list') {
    const specific = contentStems(question).filter((word) => !LIST_WORDS.has(word) && knowledge.index.coverage(word) !== null);
    const outcome = specific.length > 0 ? searchAnswer(question, knowledge.index) : null;
    if (outcome?.kind === 'answer' && !outcome.answer.sources.some((s) => s.path === '/courses')) {
      return {
        kind: 'search',
        reply: compose(outcome.answer.lines, outcome.answer.sources, i18n),
        sources: uniqueSources(outcome.answer.sources),
        grounding: hitGrounding(outcome.hits),
      };
    }
  }
  const fromFacts = intent ? answerFromFacts(intent, knowledge.facts) : null;
  if (fromFacts && fromFacts.lines.length > 0) {
    const sources = uniqueSources(fromFacts.sources);
    const reply = compose(fromFacts.lines, sources, i18n);
    return { kind: 'fact', reply, sources, grounding: sources.map((s) => ({ text: reply, ...s })) };
  }
  const outcome = searchAnswer(question, knowledge.index);
  if (outcome.kind === 'answer') {
    return {
      kind: 'search',
      reply: compose(outcome.answer.lines, outcome.answer.sources, i18n),
      sources: uniqueSources(outcome.answer.sources),
      grounding: hitGrounding(outcome.hits),
    };
  }
  if (outcome.kind === 'unknown') return fixed('off-topic', i18n._('answer.offTopic'), i18n);
  return { ...fixed('unsure', i18n._('answer.unsure'), i18n), grounding: hitGrounding(outcome.hits) };
}
