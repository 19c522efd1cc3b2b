import { formatCount } from '../../../lib/format';

const WORDS = ['શૂન્ય', 'એક', 'બે', 'ત્રણ', 'ચાર', 'પાંચ', 'છ', 'સાત', 'આઠ', 'નવ', 'દસ', 'અગિયાર', 'બાર'];

/** A count as Gujarati prose writes it: words up to twelve ("ત્રણ"), Latin-digit figures after. */
export function countWordGu(value: number): string {
  return (Number.isInteger(value) && value >= 0 ? WORDS[value] : undefined) ?? formatCount(value);
}
