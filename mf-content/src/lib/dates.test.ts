import { intlLocale, LOCALES } from 'shared/i18n';
import { componentWords } from '../i18n';
import { formatDate } from './dates';

const english = componentWords.english();

it('formats ISO dates without time-zone drift', () => {
  expect(formatDate('2025-01-23', english)).toBe('23 January 2025');
  expect(formatDate('2025-06-09', english)).toBe('9 June 2025');
  expect(formatDate('not-a-date', english)).toBe('not-a-date');
  expect(formatDate('2025-13-01', english)).toBe('2025-13-01');
  expect(formatDate('2025-02-00', english)).toBe('2025-02-00');
});

// What Intl.DateTimeFormat (dateStyle long, India's time zone) wrote before decision 070: every month
// of the year, a one-digit and a two-digit day, in each language; and twelve names, none with a space.
it.each(LOCALES)('writes every month as CLDR does in %s', async (locale) => {
  await componentWords.prepare(locale);
  const words = componentWords.i18nFor(locale);
  expect(words._('date.months').split(' ')).toHaveLength(12);
  const intl = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
  for (let month = 1; month <= 12; month += 1) {
    for (const day of [3, 28]) {
      const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      expect(formatDate(iso, words)).toBe(intl.format(new Date(`${iso}T12:00:00+05:30`)));
    }
  }
});
