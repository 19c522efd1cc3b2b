import { intlLocale, type Locale } from '../contracts/locale';

/**
 * Dates by language (issue 39, point 5), in India's time zone on the server and in the browser alike,
 * so a UTC server and a phone render the same text and hydration matches; numbers and prices are in
 * ./numbers.ts, a module of their own, so a page that prints only dates (a news article, the
 * waitlist) does not carry them.
 */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/**
 * Intl formatters are costly to make (a news list's dates made one each: a tenth of a page's render)
 * and immutable once made, so one per language and style is kept and shared by every render.
 */
export function kept<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let formatter = made.get(key);
    if (formatter === undefined) made.set(key, (formatter = make(key)));
    return formatter;
  };
}

const dateFormat = /* @__PURE__ */ kept((key) => {
  const [tag = '', style] = key.split(' ');
  return new Intl.DateTimeFormat(tag, { dateStyle: style as 'long' | 'medium' | 'short', timeZone: SITE_TIME_ZONE });
});

/**
 * An ISO date (YYYY-MM-DD) or instant as the language writes it: `long` is "23 January 2025" /
 * "23 जनवरी 2025" / "23 જાન્યુઆરી, 2025". A bare date is read as that day in India.
 */
export function formatDate(locale: Locale | undefined, value: string | Date, style: 'long' | 'medium' | 'short' = 'long'): string {
  const key = typeof value === 'string' ? `${locale} ${style} ${value}` : '';
  const known = printed.get(key);
  if (known !== undefined) return known;
  const instant = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  const text = dateFormat(`${intlLocale(locale)} ${style}`).format(instant);
  if (key && printed.size < 1000) printed.set(key, text);
  return text;
}
/**
 * The dates a page prints are its articles' and posts' days, a few dozen, printed on every render of
 * every list: each is formatted once per language and style (at most a thousand kept, so odd input
 * never grows it).
 */
const printed = /* @__PURE__ */ new Map<string, string>();
