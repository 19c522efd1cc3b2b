const { newStemmer } = require('snowball-stemmers') as { newStemmer: (language: string) => { stem(word: string): string } };

/**
 * How the assistant reads words: lower case, split on anything that is not a letter or digit, a few
 * visitor phrases kept whole ("how old" -> founded, "class 4" / "std 9" / "8th standard" -> grade N),
 * common words dropped, the rest stemmed with Snowball English. The index and the question go through
 * the same steps, so they meet on the same terms. Every step is a split or a single pass over the
 * words: nothing here can backtrack on a crafted message.
 */
const english = newStemmer('english');

const STOP_WORDS = new Set(
  (
    'a an the is are was were be been am do does did doing what which who whom whose how when can could i me my mine you your yours u ur ' +
    'we our ours us of to in on for at by with about and or but it its this that these those there here tell please any some have has ' +
    'had will would should shall may might get got if from than then so just also very really want wanna know like need give let must ' +
    'show find many into out up down as not no yes hi hello hey thanks thank okay ok dear sir madam is there pls plz kindly'
  ).split(' '),
);

/** Words a visitor uses for the same thing; a question term expands to its whole group. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['price', 'cost', 'fee', 'fees', 'pricing', 'rupee', 'rupees', 'inr', 'charge', 'afford'],
  ['hour', 'open', 'opening', 'timing', 'timings', 'time', 'close', 'closed', 'closing', 'schedule'],
  ['refund', 'cancel', 'cancelling', 'canceling', 'cancellation', 'cancelation', 'cancelled'],
  ['located', 'location', 'address', 'adress', 'office', 'situated', 'based', 'direction'],
  ['phone', 'call', 'telephone', 'mobile', 'contact', 'reach', 'email', 'mail'],
  ['drone', 'uav', 'quadcopter', 'fly', 'flying', 'aerial'],
  ['course', 'cours', 'lesson'],
  ['lab', 'laboratory'],
  ['3d', 'printer', 'printing'],
  ['ai', 'artificial', 'intelligence'],
  ['news', 'latest', 'update', 'announcement', 'headline'],
  ['register', 'registration', 'enrol', 'enroll', 'enrolment', 'enrollment', 'admission', 'join', 'signup'],
  ['partner', 'partnership', 'collaborate', 'collaboration', 'tieup'],
  ['tour', 'guided', 'appointment', 'demo', 'visit'],
  ['seat', 'seats', 'place', 'places', 'spot', 'spots'],
  ['poor', 'needy', 'underprivileged', 'income'],
];

/** Stems are cached (the index stems every word of every entry); bounded, since visitors' words go through too. */
const stems = new Map<string, string>();
const MAX_CACHED_STEMS = 20_000;

export function stem(word: string): string {
  let result = stems.get(word);
  if (result === undefined) {
    if (stems.size >= MAX_CACHED_STEMS) stems.clear();
    result = english.stem(word.replace(/['’]s$/, ''));
    stems.set(word, result);
  }
  return result;
}

const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const stems = [...new Set(group.map((word) => stem(word)))];
  for (const word of stems) SYNONYMS.set(word, [...new Set([...(SYNONYMS.get(word) ?? []), ...stems])]);
}

const GRADE_WORDS = new Set(['class', 'std', 'standard', 'grade', 'classes', 'grades']);

/** The words of a text, lower case, in order. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** "8th" -> 8, "9" -> 9, anything else -> null (a single pass over at most a few characters). */
function gradeNumber(word: string | undefined): number | null {
  if (!word || word.length > 4) return null;
  const digits = word.replace(/(st|nd|rd|th)$/, '');
  const n = /^\d{1,2}$/.test(digits) ? Number(digits) : NaN;
  return n >= 1 && n <= 12 ? n : null;
}

export interface ReadQuestion {
  /** The words after phrase folding, before stemming ("how old" became "founded"). */
  readonly words: readonly string[];
  /** The grade or class the question names, if any ("class 4", "std 9", "8th standard"). */
  readonly grade: number | null;
  /** A child's age the question names, if any ("8 year olds", "aged 10", "my son is 15"). */
  readonly age: number | null;
}

const YEAR_WORDS = new Set(['year', 'years', 'yr', 'yrs', 'yo']);
const CHILD_WORDS = new Set(['son', 'daughter', 'child', 'kid', 'he', 'she', 'boy', 'girl', 'ward', 'children', 'kids']);

/** 3 to 18 as a whole number word ("8"), else null. */
function ageNumber(word: string | undefined): number | null {
  const n = word !== undefined && /^\d{1,2}$/.test(word) ? Number(word) : NaN;
  return n >= 3 && n <= 18 ? n : null;
}

/** "8 year olds", "8-year-old", "age 8", "aged 10", "age of 9", "my son is 15", "she turns 12". */
function ageIn(raw: readonly string[]): number | null {
  const child = raw.some((word) => CHILD_WORDS.has(word));
  for (let i = 0; i < raw.length; i += 1) {
    const word = raw[i] as string;
    const next = raw[i + 1];
    if (ageNumber(word) !== null && next !== undefined && YEAR_WORDS.has(next)) return ageNumber(word);
    if ((word === 'age' || word === 'aged' || word === 'ages') && ageNumber(next === 'of' ? raw[i + 2] : next) !== null) {
      return ageNumber(next === 'of' ? raw[i + 2] : next);
    }
    if (
      child &&
      (word === 'is' || word === 'turns' || word === 'turned') &&
      ageNumber(next) !== null &&
      !GRADE_WORDS.has(raw[i + 2] ?? '')
    ) {
      return ageNumber(next);
    }
  }
  return null;
}

/** Folds the phrases a visitor writes in many ways into one word each. */
export function readQuestion(text: string): ReadQuestion {
  const raw = wordsOf(text);
  const words: string[] = [];
  let grade: number | null = null;
  const age = ageIn(raw);
  for (let i = 0; i < raw.length; i += 1) {
    const word = raw[i] as string;
    const next = raw[i + 1];
    if (word === 'how' && next === 'old') {
      words.push('founded');
      i += 1;
    } else if (GRADE_WORDS.has(word) && gradeNumber(next) !== null) {
      grade = gradeNumber(next);
      words.push('grade');
      i += 1;
    } else if (gradeNumber(word) !== null && next !== undefined && GRADE_WORDS.has(next) && /\D/.test(word)) {
      grade = gradeNumber(word);
      words.push('grade');
      i += 1;
    } else if (word === 'money' && next === 'back') {
      words.push('refund');
      i += 1;
    } else if (word === 'sign' && next === 'up') {
      words.push('register');
      i += 1;
    } else {
      words.push(word);
    }
  }
  return { words, grade, age };
}

/** No word of the site is longer; a longer "word" is noise and would make fuzzy search costly. */
const MAX_WORD_LENGTH = 24;

/** Index-time processing: one term or nothing. */
export function indexTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) || lower.length > MAX_WORD_LENGTH ? null : stem(lower);
}

/** Question-time processing: a term and its synonyms, or nothing for common words. */
export function questionTerms(term: string): string[] | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower) || lower.length > MAX_WORD_LENGTH) return null;
  const base = stem(lower);
  return SYNONYMS.get(base) ?? [base];
}

/** The content words of a question, stemmed, one each (phrases folded first). */
export function contentStems(text: string): string[] {
  return [...new Set(readQuestion(text).words.filter((word) => !STOP_WORDS.has(word) && word.length <= MAX_WORD_LENGTH))].map(stem);
}
