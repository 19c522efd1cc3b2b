import MiniSearch from 'minisearch';
import type { KnowledgeEntry } from 'shared';
import { indexTerm, questionTerms, termsOf, hasContentWords, stem } from './text-terms';

/**
 * The offline assistant: a MiniSearch index over the knowledge the remotes publish, and a composer
 * that turns the best hits into a reply of 2 to 4 lines ending with the page that says more. It
 * never invents facts: every sentence it sends is a sentence a remote published.
 */

export const CONTACT_PATH = '/contact';

export const UNSURE_REPLY =
  "I'm not sure about that, and I'd rather not guess.\n" + `Our team can help: see ${CONTACT_PATH} for our phone, e-mail and opening hours.`;

export const NO_KNOWLEDGE_REPLY =
  "I can't reach the site's information right now, so I can't answer that reliably.\n" + `Please see ${CONTACT_PATH} to ask our team directly.`;

export const GREETING_REPLY =
  'Hello! I can answer questions about our courses and prices, the labs, opening hours, contact details and policies.\n' +
  `Ask away, or see ${CONTACT_PATH} to reach our team.`;

const GREETING = /^(hi|hello|hey|hiya|namaste|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.,]*$/i;

/** Hits this close to the best one count as equally good (the question names no single item). */
const CLOSE_SCORE = 0.7;
const MAX_LINES = 4;

export interface Hit {
  /** Unique within the index (two sources may reuse an entry id). */
  readonly key: string;
  /** Position in publication order, so a list of hits reads in the order its publisher chose. */
  readonly order: number;
  readonly entry: KnowledgeEntry;
  readonly score: number;
}

export class KnowledgeIndex {
  private readonly search: MiniSearch<KnowledgeEntry & { key: string; order: number; keywordText: string }>;
  readonly size: number;

  constructor(entries: readonly KnowledgeEntry[]) {
    this.search = new MiniSearch({
      idField: 'key',
      fields: ['title', 'keywordText', 'answer'],
      storeFields: ['id', 'order', 'topic', 'title', 'answer', 'url', 'keywords'],
      processTerm: (term) => indexTerm(term),
      searchOptions: {
        boost: { title: 3, keywordText: 2, answer: 1 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: 'OR',
        processTerm: (term) => questionTerms(term),
      },
    });
    // Two sources may reuse an id; the index key must be unique, the entry keeps its own id.
    this.search.addAll(entries.map((entry, order) => ({ ...entry, key: `${order}:${entry.id}`, order, keywordText: entry.keywords.join(' ') })));
    this.size = entries.length;
  }

  find(question: string): Hit[] {
    return this.search.search(question).map((result) => ({
      key: result.id as string,
      order: result.order as number,
      score: result.score,
      entry: {
        id: result.id as string,
        topic: result.topic as KnowledgeEntry['topic'],
        title: result.title as string,
        answer: result.answer as string,
        url: result.url as string,
        keywords: result.keywords as string[],
      },
    }));
  }
}

/** Initials ("S.G.") and short abbreviations ("Rs.", "Dr.") end a word, not a sentence. */
const ABBREVIATION = /(?:\b(?:[A-Z]\.)+|\b(?:Rs|Dr|Mr|Mrs|Ms|St|No|Sr|Jr|approx|e\.g|i\.e|etc)\.)$/;

/** The content words of a question, one per stem: "Which lab has drones?" -> lab, drone. */
function contentWords(question: string): string[] {
  const words = question.split(/[^\p{L}\p{N}]+/u).filter((word) => word && questionTerms(word) !== null);
  return [...new Map(words.map((word) => [stem(word.toLowerCase()), word])).values()];
}

/**
 * Whether the best hit really answers the question. It must cover at least half of the question's
 * words that the site knows at all; and a long word the site has never heard of ("Anganwadi" while
 * that page publishes nothing) means the hit matched on a side word, unless it covers two or more.
 */
function isConfident(question: string, top: Hit, index: KnowledgeIndex): boolean {
  let known = 0;
  let covered = 0;
  let unknownLong = false;
  for (const word of contentWords(question)) {
    const hits = index.find(word);
    if (hits.length === 0) {
      if (word.length >= 5 && !/^\d+$/.test(word)) unknownLong = true;
      continue;
    }
    known += 1;
    if (hits.some((hit) => hit.key === top.key)) covered += 1;
  }
  if (known === 0 || covered / known < 0.5) return false;
  return !(unknownLong && covered < 2);
}

/** Sentences of an answer: a break needs end punctuation, a space and a capital, and no abbreviation before it. */
export function sentencesOf(text: string): string[] {
  const pieces = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
    .filter(Boolean);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const last = sentences[sentences.length - 1];
    if (last !== undefined && ABBREVIATION.test(last)) sentences[sentences.length - 1] = `${last} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

function sentenceScore(sentence: string, wanted: ReadonlySet<string>): number {
  const words = sentence
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
  return words.reduce((sum, word) => sum + ([...wanted].some((term) => word === term || (term.length >= 4 && word.startsWith(term))) ? 1 : 0), 0);
}

/** Up to `count` sentences, the ones that share most words with the question, kept in reading order. */
function bestSentences(answer: string, wanted: ReadonlySet<string>, count: number): string[] {
  const sentences = sentencesOf(answer);
  if (sentences.length <= count) return sentences;
  const ranked = sentences
    .map((sentence, index) => ({ sentence, index, score: sentenceScore(sentence, wanted) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
  return ranked.map((item) => item.sentence);
}

/** The page that covers every hit: their shared section ("/courses") or the first hit's own page. */
function commonPage(hits: readonly Hit[]): string {
  const first = hits[0]?.entry.url ?? CONTACT_PATH;
  const sections = new Set(hits.map((hit) => (hit.entry.url.startsWith('/') ? `/${hit.entry.url.split(/[/#?]/)[1] ?? ''}` : hit.entry.url)));
  return sections.size === 1 ? ([...sections][0] ?? first) : first;
}

const moreLine = (url: string) => `More on ${url}`;

function sharesWord(a: string, b: string): boolean {
  const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).flatMap((word) => (word && indexTerm(word)) || []));
  const left = wordsOf(a);
  return [...wordsOf(b)].some((word) => left.has(word));
}

/** A reply of 2 to 4 lines for a question, from the site knowledge (null when none could be loaded). */
export function answerQuestion(question: string, index: KnowledgeIndex | null): string {
  if (GREETING.test(question.trim())) return GREETING_REPLY;
  if (!index || index.size === 0) return NO_KNOWLEDGE_REPLY;
  const hits = index.find(question);
  const top = hits[0];
  if (!top || !hasContentWords(question) || !isConfident(question, top, index)) return UNSURE_REPLY;
  const wanted = new Set(termsOf(question));

  const close = hits
    .filter((hit) => hit.entry.topic === top.entry.topic && hit.score >= top.score * CLOSE_SCORE)
    .slice(0, MAX_LINES - 1)
    .sort((a, b) => a.order - b.order);
  if (close.length > 1) {
    const lines = close.map((hit) => {
      const [sentence = hit.entry.answer] = bestSentences(hit.entry.answer, wanted, 1);
      // "It costs 499 rupees." needs its subject; "open Saturday, 10:00 AM" already names it.
      return sharesWord(sentence, hit.entry.title) ? sentence : `${hit.entry.title}: ${sentence}`;
    });
    return [...lines, moreLine(commonPage(close))].join('\n');
  }

  const lines = bestSentences(top.entry.answer, wanted, MAX_LINES - 1);
  return [...lines, moreLine(top.entry.url)].join('\n');
}
