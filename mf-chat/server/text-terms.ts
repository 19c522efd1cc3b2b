/**
 * How the offline assistant reads words: lower case, common words dropped, plurals folded, and a few
 * visitor synonyms expanded at question time ("fee", "cost", "how much" all ask about price). The
 * index and the question go through the same steps, so they meet on the same terms.
 */

const STOP_WORDS = new Set(
  (
    'a an the is are was were be been am do does did doing what which who whom whose how when can could i me my mine you your yours ' +
    'we our ours us of to in on for at by with about and or but it its this that these those there here tell please any some have has ' +
    'had will would should shall may might get got if from than then so just also very really want wanna know like need give let must ' +
    'show find many into out up down as not no yes hi hello hey thanks thank okay ok dear sir madam'
  ).split(' '),
);

/** Folds plurals and possessives: "drones" -> "drone", "batteries" -> "battery", "lab's" -> "lab". */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Words a visitor uses for the same thing; a question term expands to its whole group. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['price', 'cost', 'fee', 'much', 'pricing', 'rupee', 'inr', 'charge', 'pay', 'payment', 'afford'],
  ['hour', 'open', 'opening', 'timing', 'time', 'close', 'closed', 'closing', 'schedule'],
  ['refund', 'cancel', 'cancelling', 'canceling', 'cancellation', 'cancelled', 'money back'],
  ['where', 'located', 'location', 'address', 'office', 'visit', 'situated', 'based', 'city'],
  ['phone', 'call', 'number', 'telephone', 'mobile', 'contact', 'reach', 'email', 'mail', 'e-mail'],
  ['drone', 'uav', 'quadcopter', 'fly', 'flying', 'aerial'],
  ['course', 'class', 'online course', 'lesson'],
  ['lab', 'laboratory', 'labs'],
  ['grade', 'age', 'standard', 'std', 'year old'],
  ['saturday', 'sat', 'weekend'],
  ['sunday', 'sun', 'weekend'],
  ['3d', 'printer', 'printing'],
  ['ai', 'artificial', 'intelligence', 'machine learning'],
  ['news', 'latest', 'update', 'announcement', 'headline'],
  ['register', 'registration', 'enrol', 'enroll', 'enrolment', 'enrollment', 'sign up', 'admission', 'join'],
  ['partner', 'partnership', 'collaborate', 'collaboration', 'tie-up'],
  ['tour', 'guided', 'appointment', 'demo'],
];

const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const stems = [...new Set(group.flatMap((phrase) => phrase.split(/\s+/).map((part) => stem(part.toLowerCase()))))];
  for (const word of stems) SYNONYMS.set(word, [...new Set([...(SYNONYMS.get(word) ?? []), ...stems])]);
}

/** Index-time processing: one term or nothing. "where" is a question word but also an address clue. */
export function indexTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** Question-time processing: a term and its synonyms, or nothing for common words. */
export function questionTerms(term: string): string[] | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  const base = stem(lower);
  return SYNONYMS.get(base) ?? [base];
}

/** Every term of a text as the question side sees it (for ranking sentences). */
export function termsOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((word) => questionTerms(word) ?? []);
}

/** Whether a question carries any word beyond greetings and common words. */
export function hasContentWords(text: string): boolean {
  return termsOf(text).length > 0;
}
