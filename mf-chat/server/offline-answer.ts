import MiniSearch from 'minisearch';
import type { KnowledgeEntry } from 'shared/contracts';
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
const MAX_SENTENCES = 3;
const MAX_REPLY_CHARS = 300;

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
/** Which of the question's words each hit answers to, keyed by hit; null for words the site never uses. */
function coverage(question: string, index: KnowledgeIndex): (Set<string> | null)[] {
  return contentWords(question).map((word) => {
    const hits = index.find(word);
    if (hits.length > 0) return new Set(hits.map((hit) => hit.key));
    return /^\d+$/.test(word) || word.length < 5 ? new Set<string>() : null;
  });
}

/**
 * Whether the best hit really answers the question. It must cover at least half of the question's
 * words that the site knows at all; and a long word the site has never heard of ("Anganwadi" while
 * that page publishes nothing) means the hit matched on a side word, unless it covers two or more.
 */
function isConfident(top: Hit, words: readonly (Set<string> | null)[]): boolean {
  const known = words.filter((keys): keys is Set<string> => keys !== null && keys.size > 0);
  const covered = known.filter((keys) => keys.has(top.key)).length;
  const unknownLong = words.some((keys) => keys === null);
  if (known.length === 0 || covered / known.length < 0.5) return false;
  return !(unknownLong && covered < 2);
}

/** A hit answers everything the top hit does: the question names nothing that tells them apart. */
function asGoodAs(hit: Hit, top: Hit, words: readonly (Set<string> | null)[]): boolean {
  return words.every((keys) => !keys || !keys.has(top.key) || keys.has(hit.key));
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

/**
 * The sentences that share most words with the question, kept in reading order: at most `count`, and
 * no more than about 300 characters together (at least one), so a reply stays short on a phone.
 */
function bestSentences(answer: string, wanted: ReadonlySet<string>, count: number): string[] {
  const ranked = sentencesOf(answer)
    .map((sentence, index) => ({ sentence, index, score: sentenceScore(sentence, wanted) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof ranked = [];
  let length = 0;
  for (const item of ranked) {
    if (chosen.length >= count || (chosen.length > 0 && length + item.sentence.length > MAX_REPLY_CHARS)) break;
    chosen.push(item);
    length += item.sentence.length;
  }
  return chosen.sort((a, b) => a.index - b.index).map((item) => item.sentence);
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
  if (!top || !hasContentWords(question)) return UNSURE_REPLY;
  const words = coverage(question, index);
  if (!isConfident(top, words)) return UNSURE_REPLY;
  const wanted = new Set(termsOf(question));

  // Several items of one kind answer equally well ("How much do the courses cost?"): one line each,
  // in the order their publisher lists them (newest news first).
  const close = hits
    .filter((hit) => hit.entry.topic === top.entry.topic && hit.score >= top.score * CLOSE_SCORE && asGoodAs(hit, top, words))
    .sort((a, b) => a.order - b.order)
    .slice(0, MAX_LINES - 1);
  if (close.length > 1) {
    const lines = close.map((hit) => {
      const [sentence = hit.entry.answer] = bestSentences(hit.entry.answer, wanted, 1);
      // "It costs 499 rupees." needs its subject; "open Saturday, 10:00 AM" already names it.
      return sharesWord(sentence, hit.entry.title) ? sentence : `${hit.entry.title}: ${sentence}`;
    });
    return [...lines, moreLine(commonPage(close))].join('\n');
  }

  const lines = bestSentences(top.entry.answer, wanted, MAX_SENTENCES);
  return [...lines, moreLine(top.entry.url)].join('\n');
}
