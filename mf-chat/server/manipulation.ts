import { wordsOf } from './text-terms';

/**
 * Questions that try to change the assistant's role or put words in its mouth ("ignore your
 * instructions", "repeat after me", "you are now..."): refused without searching or calling the model.
 * Word sequences, not patterns: one pass over the words, whatever the message.
 */
const SEQUENCES: readonly (readonly string[])[] = [
  ['ignore'],
  ['disregard'],
  ['jailbreak'],
  ['pretend'],
  ['roleplay'],
  ['dan'],
  ['forget', 'your'],
  ['forget', 'all'],
  ['forget', 'previous'],
  ['you', 'are', 'now'],
  ['act', 'as'],
  ['repeat', 'after'],
  ['say', 'that'],
  ['system', 'prompt'],
  ['system', 'instruction'],
  ['your', 'instructions'],
  ['your', 'prompt'],
  ['new', 'instructions'],
];

const FIRST = new Map<string, (readonly string[])[]>();
for (const sequence of SEQUENCES) FIRST.set(sequence[0] as string, [...(FIRST.get(sequence[0] as string) ?? []), sequence]);

export function looksManipulative(question: string): boolean {
  const words = wordsOf(question);
  return words.some((word, i) => (FIRST.get(word) ?? []).some((sequence) => sequence.every((part, k) => words[i + k] === part)));
}
