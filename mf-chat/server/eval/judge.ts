import type { EvalQuestion } from './questions';

/**
 * How the evaluation scores one reply. An honest "not sure" or refusal is "unsure" for a question the
 * site answers (and "right" for one it must refuse); a reply that misses the fact, or says something
 * it must not, is "wrong".
 */
export type Verdict = 'right' | 'unsure' | 'wrong';

// In English, Hindi and Gujarati: the gateway's "not sure", refusal and "cannot reach" answers.
const UNSURE =
  /not sure|rather not guess|can only help|can't reach|cannot reach|only answer questions|पक्का पता नहीं|केवल RoboMinds|नहीं पहुँच पा रहा|ખાતરી નથી|ફક્ત RoboMinds|પહોંચી શકતો નથી/i;

const matches = (pattern: string, text: string) => new RegExp(pattern, 'i').test(text);

export function isUnsure(reply: string): boolean {
  return UNSURE.test(reply);
}

export function judge(item: EvalQuestion, reply: string): Verdict {
  if (item.mustNot?.some((pattern) => matches(pattern, reply))) return 'wrong';
  if (!item.must) return item.mustNot || isUnsure(reply) ? 'right' : 'wrong';
  if (item.must.every((pattern) => matches(pattern, reply))) return 'right';
  return isUnsure(reply) ? 'unsure' : 'wrong';
}

export interface Tally {
  readonly right: number;
  readonly unsure: number;
  readonly wrong: number;
}

export function tally(verdicts: readonly Verdict[]): Tally {
  const count = (v: Verdict) => verdicts.filter((x) => x === v).length;
  return { right: count('right'), unsure: count('unsure'), wrong: count('wrong') };
}
