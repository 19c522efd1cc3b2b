import type { ChatSource, KnowledgeEntry, KnowledgeFact } from 'shared/contracts';
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
 * or a refusal. Every line it sends is a fact a remote published; every answer names its pages.
 */
export const CONTACT_SOURCE: ChatSource = { title: 'Contact', path: '/contact' };

export const UNSURE_REPLY =
  "I'm not sure about that, and I'd rather not guess.\nOur team can help: the contact page has our phone, e-mail and opening hours.";
export const OFF_TOPIC_REPLY =
  'I can only help with questions about RoboMinds: our courses, labs, visits, hours and policies.\nFor anything else, please ask our team through the contact page.';
export const NO_KNOWLEDGE_REPLY =
  "I can't reach the site's information right now, so I can't answer that reliably.\nPlease ask our team directly through the contact page.";
export const GREETING_REPLY =
  'Hello! I can answer questions about our courses and prices, the labs, opening hours, contact details and policies.\nAsk away, or reach our team through the contact page.';

/** For what visitors ask about and the site does not state: say so, and where to ask. */
export const notStatedReply = (topic: string) =>
  `Our website doesn't say anything about ${topic}, so I'm not sure and I'd rather not guess.\nOur team can tell you: the contact page has our phone, e-mail and opening hours.`;

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

export type AnswerKind = 'fact' | 'search' | 'greeting' | 'unsure' | 'off-topic' | 'manipulative' | 'no-knowledge';

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

  constructor(entries: readonly KnowledgeEntry[], facts: readonly KnowledgeFact[]) {
    this.index = new KnowledgeIndex(entries);
    this.facts = new FactBook(facts);
    this.size = entries.length + facts.length;
  }
}

/**
 * A reply of two to four lines, no line twice: a one-line answer gets a second line naming the page
 * that says more (the widget links it under the reply).
 */
function compose(lines: readonly string[], sources: readonly ChatSource[]): string {
  const unique = [...new Set(lines.map((line) => line.trim()).filter(Boolean))].slice(0, MAX_LINES);
  if (unique.length === 1 && sources[0]) unique.push(`Read more on our “${sources[0].title}” page.`);
  return unique.join('\n');
}

function uniqueSources(sources: readonly ChatSource[]): ChatSource[] {
  return [...new Map(sources.map((s) => [s.path, s])).values()];
}

const fixed = (kind: AnswerKind, reply: string): OfflineAnswer => ({ kind, reply, sources: [CONTACT_SOURCE], grounding: [] });

function hitGrounding(hits: readonly Hit[]) {
  return hits.slice(0, 4).map((hit) => ({ text: hit.entry.answer, title: hit.entry.title, path: hit.entry.path }));
}

export function answerQuestion(typed: string, knowledge: Knowledge | null): OfflineAnswer {
  // The gateway hands over a normalised question already; normalising again is a no-op, and keeps
  // every other caller (the evaluation, tests) from reading look-alike letters raw.
  const question = normaliseText(typed);
  const words = wordsOf(question);
  if (words.length > 0 && words.length <= 4 && words.every((word) => GREETINGS.has(word))) return fixed('greeting', GREETING_REPLY);
  if (looksManipulative(question)) return fixed('manipulative', OFF_TOPIC_REPLY);
  if (!knowledge || knowledge.size === 0) return fixed('no-knowledge', NO_KNOWLEDGE_REPLY);

  // A question that quotes a headline or a page title is about that page, before any keyword.
  const named = knowledge.index.namedEntry(question);
  if (named) {
    const answer = entryAnswer(question, named);
    return {
      kind: 'search',
      reply: compose(answer.lines, answer.sources),
      sources: answer.sources,
      grounding: [{ text: named.answer, title: named.title, path: named.path }],
    };
  }
  const intent = detectIntent(question, knowledge.facts.courseNames(), knowledge.facts.labSubjects(), knowledge.facts.platformFeatures());
  if (intent?.kind === 'not-stated') return fixed('unsure', notStatedReply(intent.topic));
  // "Are the classes live or recorded?" names classes but asks about something else: when the question
  // has words beyond a request for the course list, and the search answers them, the search wins.
  if (intent?.kind === 'course-list') {
    const specific = contentStems(question).filter((word) => !LIST_WORDS.has(word) && knowledge.index.coverage(word) !== null);
    const outcome = specific.length > 0 ? searchAnswer(question, knowledge.index) : null;
    if (outcome?.kind === 'answer' && !outcome.answer.sources.some((s) => s.path === '/courses')) {
      return {
        kind: 'search',
        reply: compose(outcome.answer.lines, outcome.answer.sources),
        sources: uniqueSources(outcome.answer.sources),
        grounding: hitGrounding(outcome.hits),
      };
    }
  }
  const fromFacts = intent ? answerFromFacts(intent, knowledge.facts) : null;
  if (fromFacts && fromFacts.lines.length > 0) {
    const sources = uniqueSources(fromFacts.sources);
    const reply = compose(fromFacts.lines, sources);
    return { kind: 'fact', reply, sources, grounding: sources.map((s) => ({ text: reply, ...s })) };
  }
  const outcome = searchAnswer(question, knowledge.index);
  if (outcome.kind === 'answer') {
    return {
      kind: 'search',
      reply: compose(outcome.answer.lines, outcome.answer.sources),
      sources: uniqueSources(outcome.answer.sources),
      grounding: hitGrounding(outcome.hits),
    };
  }
  if (outcome.kind === 'unknown') return fixed('off-topic', OFF_TOPIC_REPLY);
  return { ...fixed('unsure', UNSURE_REPLY), grounding: hitGrounding(outcome.hits) };
}
