import MiniSearch from 'minisearch';
import type { KnowledgeEntry } from 'shared/contracts';
import { withoutNukta } from './normalise';

/**
 * A Hindi or Gujarati question searched in its own language: over the entries the remotes publish in
 * that language (titles, keywords, answers), so every word of the question counts, not only the ones
 * the cross-language word list knows ("बिहार रोबोटिक्स चैलेंज में क्या हुआ?" finds the headline about the
 * Bihar State Robotics Challenge, "શિક્ષક તાલીમ" the school partnership answer that offers it). The
 * answer still comes from the English entry's key, so it is written the way every answer is.
 *
 * Reading is light on purpose: nukta dropped, common words (question words, postpositions, pronouns,
 * helping verbs) skipped, and the usual endings taken off (Hindi plurals and oblique forms, Gujarati
 * postpositions joined to a word: "શિક્ષકોને" -> "શિક્ષક"), the same way for the entries and the question.
 */

/** Words that say nothing about what is asked. Data: add a word when it makes a question match noise. */
const STOP_WORDS = new Set(
  (
    'क्या है हैं था थी थे का की के को में से पर और या तथा आप आपका आपकी आपके आपने हम हमारा हमारी हमारे हमें मैं मुझे मेरा मेरी मेरे ' +
    'कौन कौनसा कौनसी कौनसे कैसे कैसा कैसी कब कहाँ कहां कितना कितनी कितने क्यों यह ये वह वे इस इन उस उन हुआ हुई हुए होता होती होते ' +
    'हो होगा होगी होंगे देते देती देता दे करते करती करता कर करें करूँ करना लिए लिये भी तो ही जो कि एक बताइए बताएँ बताएं बताओ बताइये बारे ' +
    'चाहिए चाहता चाहती सकते सकता सकती मिल मिलता मिलती मिलेगा रहा रही रहे जी कृपया किस किन किसी सा सी वाला वाले वाली अपना अपनी अपने जानकारी ' +
    'શું છે છો છીએ છું હતું હતી હતા હતો નું ની નો ના ને માં થી પર અને કે અથવા તમે તમારી તમારો તમારું તમારા તમારે અમે અમારી અમારો ' +
    'અમારું અમારા અમને હું મને મારી મારો મારું મારા કોણ કયો કયા કઈ કયું કેવી કેવો કેવું કેમ ક્યારે ક્યાં કેટલું કેટલી કેટલા કેટલો આ તે ' +
    'એ એક માટે પણ જ જે આપો આપે આપી આપીએ આપશો કરો કરે કરી કરીએ શકે શકીએ શકો શકું થયું થયો થઈ થાય થયા જણાવો જણાવશો વિશે કૃપા કરીને કોઈ વાળા પોતાના માહિતી ' +
    'hello hi hey namaste please pls sir madam'
  )
    .split(' ')
    .map((word) => withoutNukta(word)),
);

/** Postpositions Gujarati joins to a word, then the endings of plurals and oblique forms (each list in the order tried). */
const JOINED = ['માંથી', 'માં', 'થી', 'નાં', 'ની', 'નો', 'નું', 'ના', 'ને', 'એ'];
/** The English plural of a borrowed word, as written: "कुकीज़", "लैब्स", "કૂકીઝ", "એપ્સ". */
const BORROWED_PLURALS = ['ीज', 'ेज', '्स', 'ીઝ', '્સ'];
const ENDINGS = [
  'ियों',
  'ियाँ',
  'ियां',
  'ाओं',
  'ाएँ',
  'ाएं',
  'ुओं',
  'ओं',
  'एँ',
  'एं',
  'ों',
  'ें',
  'ीं',
  'ाँ',
  'ां',
  'ो',
  'े',
  'ा',
  'ी',
  'ि',
  'ु',
  'ू',
  'ોએ',
  'ઓ',
  'ો',
  'ી',
  'ા',
  'ે',
  'ું',
  'ાં',
  'ં',
  'ુ',
  'િ',
];
const MAX_WORD_LENGTH = 30;

/** A word's letters without an ending, keeping at least two letters (a consonant and its sign count as two). */
function strip(word: string, endings: readonly string[]): string {
  const ending = endings.find((end) => word.endsWith(end) && [...word].length - [...end].length >= 2);
  return ending ? word.slice(0, -ending.length) : word;
}

/** One word as the index and the question both read it, or null for a common word. */
export function nativeTerm(word: string): string | null {
  const lower = withoutNukta(word.toLowerCase());
  if (STOP_WORDS.has(lower) || lower.length > MAX_WORD_LENGTH) return null;
  const base = strip(strip(strip(lower, JOINED), BORROWED_PLURALS), ENDINGS);
  return STOP_WORDS.has(base) ? null : base;
}

/** Letters with their vowel signs, and digits: Devanagari and Gujarati words stay whole. */
const tokenize = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/** The distinct terms a question asks about, at most as many as a real question has. */
function questionTerms(question: string): string[] {
  return [...new Set(tokenize(question).flatMap((word) => nativeTerm(word) ?? []))].slice(0, 40);
}

export interface NativeHit {
  /** The key the entries were given: the English entry's. */
  readonly key: string;
  /** How many of the question's terms the entry has, an article's or a post's counted at half. */
  readonly weight: number;
  /** How many of them its title has: two or more, and the question names that page. */
  readonly inTitle: number;
}

/** Articles and posts are long and mention everything once; a page about the thing itself wins (as in search-answer.ts). */
const weightOf = (entry: KnowledgeEntry) => (entry.topic === 'news' || (entry.topic === 'page' && entry.id.startsWith('blog-')) ? 0.5 : 1);

type Doc = { key: string; title: string; keywordText: string; answer: string };

/** The entries of one language, searched by the words of a question in that language. */
export class NativeIndex {
  private readonly search: MiniSearch<Doc>;
  private readonly weights: ReadonlyMap<string, number>;

  constructor(entries: readonly { readonly key: string; readonly entry: KnowledgeEntry }[]) {
    this.search = new MiniSearch<Doc>({
      idField: 'key',
      fields: ['title', 'keywordText', 'answer'],
      tokenize,
      processTerm: (term) => nativeTerm(term),
      searchOptions: {
        boost: { title: 3, keywordText: 2, answer: 1 },
        prefix: (term) => [...term].length >= 5,
        combineWith: 'OR',
        processTerm: (term) => nativeTerm(term),
      },
    });
    this.weights = new Map(entries.map(({ key, entry }) => [key, weightOf(entry)]));
    this.search.addAll(
      entries.map(({ key, entry }) => ({ key, title: entry.title, keywordText: entry.keywords.join(' '), answer: entry.answer })),
    );
  }

  /**
   * The entry that answers a question, when it is clear: it has at least two of the question's terms
   * and at least half of them (words the site never uses count against it), so one shared word
   * ("रोबोटिक्स") is never enough. Null otherwise.
   */
  best(question: string): NativeHit | null {
    const asked = questionTerms(question);
    const [top] = this.find(asked);
    if (!top) return null;
    const covered = new Set(top.queryTerms).size;
    if (covered < 2 || covered / asked.length < 0.5) return null;
    const [titled] = this.find(asked, (key) => key === top.id, ['title']);
    return { key: top.id as string, weight: this.weigh(top), inTitle: titled ? new Set(titled.queryTerms).size : 0 };
  }

  /** The best weight among these entries (another reading's answer, weighed the same way). */
  weight(question: string, keys: ReadonlySet<string>): number {
    return Math.max(0, ...this.find(questionTerms(question), (key) => keys.has(key)).map((result) => this.weigh(result)));
  }

  private weigh(result: { readonly id: unknown; readonly queryTerms: readonly string[] }): number {
    return new Set(result.queryTerms).size * (this.weights.get(result.id as string) ?? 1);
  }

  private find(asked: readonly string[], only?: (key: string) => boolean, fields?: string[]) {
    if (asked.length === 0) return [];
    return this.search.search(asked.join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      ...(only ? { filter: (result) => only(result.id as string) } : {}),
      ...(fields ? { fields } : {}),
    });
  }
}
