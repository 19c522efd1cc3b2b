import MiniSearch from 'minisearch';
import type { ChatSource, KnowledgeEntry } from 'shared/contracts';
import { contentStems, indexTerm, questionTerms, readQuestion, stem, wordsOf } from './text-terms';

/**
 * The search half of the offline assistant: a MiniSearch index over the entries the remotes publish,
 * for questions the structured facts do not cover (labs, news, Smart Anganwadi, privacy). It answers
 * only when the best entry covers the question's words the site knows; otherwise it says so.
 */
export interface Hit {
  /** Unique within the index (two sources may reuse an entry id). */
  readonly key: string;
  /** Position in publication order, so a list of hits reads in the order its publisher chose. */
  readonly order: number;
  readonly entry: KnowledgeEntry;
  readonly score: number;
}

const MAX_CACHED_WORDS = 5_000;

/** More distinct words than any real question has; the rest of a crafted message is ignored. */
const MAX_QUESTION_WORDS = 40;

type Doc = KnowledgeEntry & { key: string; order: number; keywordText: string };

export class KnowledgeIndex {
  private readonly search: MiniSearch<Doc>;
  private readonly entries: readonly KnowledgeEntry[];
  private readonly covered = new Map<string, ReadonlySet<string> | null>();
  /** Titles of four content words or more, as stems: the ones a question can quote (namedEntry). */
  private readonly longTitles: readonly { readonly entry: KnowledgeEntry; readonly title: readonly string[] }[];
  readonly size: number;

  constructor(entries: readonly KnowledgeEntry[]) {
    this.search = new MiniSearch<Doc>({
      idField: 'key',
      fields: ['title', 'keywordText', 'answer'],
      storeFields: ['order', 'topic'],
      processTerm: (term) => indexTerm(term),
      searchOptions: {
        boost: { title: 3, keywordText: 2, answer: 1 },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: 'OR',
        processTerm: (term) => questionTerms(term),
        // Articles and posts are long and mention everything once; a page about the thing itself wins.
        boostDocument: (_id, _term, stored) =>
          stored?.topic === 'news' || (stored?.topic === 'page' && String(_id).includes(':blog-')) ? 0.5 : 1,
      },
    });
    this.search.addAll(
      entries.map((entry, order) => ({ ...entry, key: `${order}:${entry.id}`, order, keywordText: entry.keywords.join(' ') })),
    );
    this.entries = entries;
    this.size = entries.length;
    this.longTitles = entries
      .map((entry) => ({ entry, title: [...new Set(contentStems(entry.title))] }))
      .filter(({ title }) => title.length >= 4);
  }

  find(question: string): Hit[] {
    return this.search.search(question).map((result) => ({
      key: result.id as string,
      order: result.order as number,
      score: result.score,
      entry: this.entries[result.order as number] as KnowledgeEntry,
    }));
  }

  /**
   * The entry a question names by its title: most of a long title's words are in the question ("When
   * was this announced: Twelve Ahmedabad schools sign three-year STEM partnership?"). Such a question
   * is about that headline, whatever other words ("partnership", "class 10") it shares with the facts.
   */
  namedEntry(question: string): KnowledgeEntry | null {
    const asked = new Set(contentStems(question));
    let best: { entry: KnowledgeEntry; share: number } | null = null;
    for (const { entry, title } of this.longTitles) {
      const share = title.filter((word) => asked.has(word)).length / title.length;
      if (share >= 0.75 && (!best || share > best.share)) best = { entry, share };
    }
    return best?.entry ?? null;
  }

  /**
   * The entries a question word finds, or null when the site never uses it. Cached per word (a
   * bounded map, like the stems): the site's words are few and visitors repeat them.
   */
  coverage(word: string): ReadonlySet<string> | null {
    let keys = this.covered.get(word);
    if (keys === undefined) {
      if (this.covered.size >= MAX_CACHED_WORDS) this.covered.clear();
      keys = this.knows(word) ? new Set(this.find(word).map((hit) => hit.key)) : null;
      this.covered.set(word, keys);
    }
    return keys;
  }

  /** Whether the site uses a word at all (after stemming and synonyms). */
  knows(word: string): boolean {
    return this.search.search(word, { fuzzy: false, prefix: false }).length > 0;
  }
}

/** Initials ("S.G.") and short abbreviations ("Rs.", "Dr.") end a word, not a sentence. */
const ABBREVIATION = /(?:\b(?:[A-Z]\.)+|\b(?:Rs|Dr|Mr|Mrs|Ms|St|No|Sr|Jr|approx|e\.g|i\.e|etc)\.)$/;

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
    if (last !== undefined && ABBREVIATION.test(last.slice(-12))) sentences[sentences.length - 1] = `${last} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

function sentenceScore(sentence: string, wanted: ReadonlySet<string>): number {
  return wordsOf(sentence).filter((word) => wanted.has(stem(word))).length;
}

/** The sentences that share most words with the question, in reading order, about 300 characters at most. */
function bestSentences(answer: string, wanted: ReadonlySet<string>, count: number): string[] {
  const ranked = sentencesOf(answer)
    .map((sentence, index) => ({ sentence, index, score: sentenceScore(sentence, wanted) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof ranked = [];
  let length = 0;
  for (const item of ranked) {
    if (chosen.length >= count || (chosen.length > 0 && length + item.sentence.length > 300)) break;
    chosen.push(item);
    length += item.sentence.length;
  }
  return chosen.sort((a, b) => a.index - b.index).map((item) => item.sentence);
}

export interface SearchAnswer {
  readonly lines: readonly string[];
  readonly sources: readonly ChatSource[];
}

export type SearchOutcome =
  /** `top`: the entry the answer's lines come from. */
  | { readonly kind: 'answer'; readonly answer: SearchAnswer; readonly top: KnowledgeEntry; readonly hits: readonly Hit[] }
  | { readonly kind: 'unsure' | 'unknown'; readonly hits: readonly Hit[] };

/**
 * The best entry's best sentences when it covers at least half of the question's words the site knows
 * (and two or more when the question also has a long word the site never uses). "unknown" when the
 * site knows none of the question's words: an off-topic question.
 */
/** The answer from one entry: its sentences that share most words with the question. */
export function entryAnswer(question: string, entry: KnowledgeEntry): SearchAnswer {
  const wanted = new Set(contentStems(question).flatMap((word) => questionTerms(word) ?? []));
  return { lines: bestSentences(entry.answer, wanted, 3), sources: [{ title: entry.title, path: entry.path }] };
}

export function searchAnswer(question: string, index: KnowledgeIndex): SearchOutcome {
  // Distinct words only, and not more than a question has: a message of 4,000 "1"s is one search.
  const folded = [...new Set(readQuestion(question).words)].slice(0, MAX_QUESTION_WORDS).join(' ');
  const hits = index.find(folded);
  const stems = contentStems(question)
    .filter((word) => !/^\d+$/.test(word))
    .slice(0, MAX_QUESTION_WORDS);
  const coverage = stems.map((word) => index.coverage(word));
  const top = hits[0];
  if (coverage.every((keys) => keys === null)) return { kind: 'unknown', hits };
  if (!top) return { kind: 'unsure', hits };
  // Half of the question's words at least, counting the words the site never uses: "write me a poem
  // about the sea" shares only "write" with the contact form, which is not an answer.
  const covered = coverage.filter((keys) => keys?.has(top.key)).length;
  // A word the site never uses ("solve 2x") makes one shared word ("solve") too thin to answer on.
  const unknownWords = coverage.some((keys) => keys === null);
  // And both words of a two-word question: "summer camps" must not be answered with a medical camp.
  if (covered / stems.length < 0.5 || (stems.length === 2 && covered < 2) || (unknownWords && covered < 2)) {
    return { kind: 'unsure', hits };
  }
  const wanted = new Set(stems.flatMap((word) => questionTerms(word) ?? []));
  const lines = bestSentences(top.entry.answer, wanted, 3);
  return { kind: 'answer', answer: { lines, sources: [{ title: top.entry.title, path: top.entry.path }] }, top: top.entry, hits };
}
