import { indianGrouping } from 'shared/i18n';

/** A count rounded and grouped the Indian way: 10,000 and 1,25,000 (the last three digits, then pairs). */
export function formatCount(value: number): string {
  const whole = Math.round(value);
  return indianGrouping(whole) ?? String(whole);
}

/** A price in rupees as Indians write it: ₹599, ₹1,25,000. */
export function formatRupees(amount: number): string {
  return `₹${formatCount(amount)}`;
}

export interface RatingSummary {
  /** Short text for the card ("4.8 (126 reviews)" or "No reviews yet"). */
  readonly text: string;
  /** Label for screen readers. */
  readonly label: string;
  /** Whole stars to draw filled, 0 when unrated (never "zero stars"). */
  readonly stars: number;
  readonly rated: boolean;
}

export function ratingSummary(rating: number, reviews: number): RatingSummary {
  if (reviews <= 0 || rating <= 0) return { text: 'No reviews yet', label: 'No reviews yet', stars: 0, rated: false };
  const value = rating.toFixed(1);
  const count = `${formatCount(reviews)} ${reviews === 1 ? 'review' : 'reviews'}`;
  return { text: `${value} (${count})`, label: `Rated ${value} out of 5 from ${count}`, stars: Math.round(rating), rated: true };
}

/** "Grades 3-5" with an en dash, as printed matter writes ranges. */
export function formatGrades(range: string): string {
  return `Grades ${range.replace('-', '–')}`;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * A count as prose writes it: "three courses", "eight labs" (words up to twelve, figures after), so a
 * sentence that counts a list says what the data holds. `capital` for the start of a sentence.
 */
export function countWord(value: number, { capital = false }: { readonly capital?: boolean } = {}): string {
  const word = Number.isInteger(value) && value >= 0 ? (WORDS[value] ?? formatCount(value)) : formatCount(value);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** "Blockzie" from "Blockzie: Coding with Blocks": the name a course goes by in lists and forms. */
export function courseShortName(title: string): string {
  return title.split(':')[0]?.trim() ?? title;
}

/** "A, B and C": a list as a sentence names it. */
export function listAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
