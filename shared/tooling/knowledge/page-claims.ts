import type { KnowledgeFile } from '../../contracts';

/**
 * What a page claims that the chat assistant must be able to repeat: every number (prices, figures,
 * counts, times, years), every range ("Grades 3–5", "ages 3 to 6") and every date ("23 January 2025").
 * A remote's test renders each of its pages, reads the text a visitor sees, and checks that its
 * knowledge.json holds each claim (`missingClaims`): a page that shows a fact the assistant lacks fails
 * the build, so the two cannot drift.
 */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/**
 * The months as Hindi and Gujarati pages write them (the glossaries: "23 जनवरी 2025", "23 જાન્યુઆરી
 * 2025"), with the spellings both scripts also use (फरवरी, अक्तूबर, ઓગસ્ટ, ઓક્ટોબર).
 */
export const INDIC_MONTHS: Readonly<Record<'hi' | 'gu', readonly (readonly string[])[]>> = {
  hi: [
    ['जनवरी'],
    ['फ़रवरी', 'फरवरी'],
    ['मार्च'],
    ['अप्रैल'],
    ['मई'],
    ['जून'],
    ['जुलाई'],
    ['अगस्त'],
    ['सितंबर', 'सितम्बर'],
    ['अक्टूबर', 'अक्तूबर'],
    ['नवंबर', 'नवम्बर'],
    ['दिसंबर', 'दिसम्बर'],
  ],
  gu: [
    ['જાન્યુઆરી'],
    ['ફેબ્રુઆરી'],
    ['માર્ચ'],
    ['એપ્રિલ'],
    ['મે'],
    ['જૂન'],
    ['જુલાઈ'],
    ['ઑગસ્ટ', 'ઓગસ્ટ'],
    ['સપ્ટેમ્બર'],
    ['ઑક્ટોબર', 'ઓક્ટોબર'],
    ['નવેમ્બર'],
    ['ડિસેમ્બર'],
  ],
};
/** Month name (any language) -> 1..12. */
const MONTH_NUMBER = new Map<string, number>([
  ...MONTHS.map((name, i): [string, number] => [name, i + 1]),
  ...Object.values(INDIC_MONTHS).flatMap((months) => months.flatMap((names, i) => names.map((name): [string, number] => [name, i + 1]))),
]);
const DATE = new RegExp(`(?<!\\d)(\\d{1,2}) (${[...MONTH_NUMBER.keys()].join('|')}),? (\\d{4})\\b`, 'giu');
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
/** "3–5", "3 to 6", and Hindi "3 से 6", Gujarati "3 થી 6" / "3થી 6". */
const RANGE = /\b(\d{1,2}) ?(?:[-–—]|to|से|થી) ?(\d{1,2})\b(?![:.,]?\d)/g;
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** Keys whose values are addresses or names for machines, not something a visitor reads. */
const NOT_TEXT = new Set(['id', 'path', 'keywords', 'version', 'source', 'kind', 'topic', 'days']);

export interface PageClaims {
  readonly numbers: ReadonlySet<string>;
  readonly ranges: ReadonlySet<string>;
  readonly dates: ReadonlySet<string>;
}

/** "23 January 2025", "23 जनवरी 2025", "23 જાન્યુઆરી 2025" and "2025-01-23" all as "2025-01-23". */
function datesIn(text: string): Set<string> {
  const dates = new Set<string>();
  for (const [, day, month, year] of text.matchAll(DATE)) {
    dates.add(`${year}-${String(MONTH_NUMBER.get((month as string).toLowerCase())).padStart(2, '0')}-${(day as string).padStart(2, '0')}`);
  }
  for (const [date] of text.matchAll(ISO_DATE)) dates.add(date);
  return dates;
}

export function claimsIn(text: string): PageClaims {
  const plain = text.replace(/\s+/g, ' ');
  // A date is one claim, read as a date on both sides ("15 May 2025" = "2025-05-15"), not three numbers.
  const undated = plain.replace(DATE, ' ').replace(ISO_DATE, ' ');
  const numbers = new Set((undated.match(NUMBER) ?? []).map((n) => n.replace(/,/g, '')));
  const ranges = new Set([...undated.matchAll(RANGE)].map(([, from, to]) => `${from}-${to}`));
  return { numbers, ranges, dates: datesIn(plain) };
}

/** Every text a remote's knowledge says to a visitor: entries' titles and answers, and every fact's values. */
export function knowledgeText(file: Pick<KnowledgeFile, 'entries' | 'facts'>): string {
  const parts: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (NOT_TEXT.has(key)) return;
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
    else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(file.entries);
  walk(file.facts);
  return parts.join('\n');
}

/**
 * The part of a remote's knowledge about some pages: entries and facts whose path is one of `paths`
 * or below it (any #section; "/news" takes in "/news/3").
 */
export function knowledgeOfPage(
  file: Pick<KnowledgeFile, 'entries' | 'facts'>,
  ...paths: string[]
): Pick<KnowledgeFile, 'entries' | 'facts'> {
  const onPage = (item: { readonly path: string }) => {
    const base = item.path.split('#')[0] as string;
    return paths.some((path) => base === path || base.startsWith(`${path}/`));
  };
  return { entries: file.entries.filter(onPage), facts: file.facts.filter(onPage) };
}

/** The claims of a page's text that the knowledge does not hold, as readable strings; empty when covered. */
export function missingClaims(pageText: string, file: Pick<KnowledgeFile, 'entries' | 'facts'>): string[] {
  const page = claimsIn(pageText);
  const known = claimsIn(knowledgeText(file));
  return [
    ...[...page.numbers].filter((n) => !known.numbers.has(n)).map((n) => `number ${n}`),
    ...[...page.ranges].filter((r) => !known.ranges.has(r)).map((r) => `range ${r}`),
    ...[...page.dates].filter((d) => !known.dates.has(d)).map((d) => `date ${d}`),
  ];
}

/** The text a visitor reads in rendered HTML: no styles, scripts or attributes, one space between blocks. */
export function visibleText(html: string): string {
  return html
    .replace(/<(style|script|template)\b[^>]*>[^]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
