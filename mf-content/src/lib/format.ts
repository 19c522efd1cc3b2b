/**
 * Made on first use, not when the module loads: the first Intl formatter of a page costs a phone tens
 * of milliseconds (locale data), which at load time lengthened the one task that starts the remote.
 */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const rupees = lazily(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));

/** A price in rupees as Indians write it: ₹599, ₹1,25,000. */
export function formatRupees(amount: number): string {
  return rupees().format(amount);
}

const longDate = lazily(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** "23 January 2025" from "2025-01-23"; parsed as UTC so no time zone moves the day. */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return longDate().format(new Date(Date.UTC(y, m - 1, d)));
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
  const count = `${reviews.toLocaleString('en-IN')} ${reviews === 1 ? 'review' : 'reviews'}`;
  return { text: `${value} (${count})`, label: `Rated ${value} out of 5 from ${count}`, stars: Math.round(rating), rated: true };
}

/** "Grades 3-5" with an en dash, as printed matter writes ranges. */
export function formatGrades(range: string): string {
  return `Grades ${range.replace('-', '–')}`;
}
