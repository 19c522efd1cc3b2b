import { differencesFromLingui, LOCALES, type Messages } from 'shared/i18n';
import { words } from './i18n';
import { messages as en } from './locales/en';
import { messages as gu } from './locales/gu';
import { messages as hi } from './locales/hi';

// The values the shell's messages take (and a few they do not, which both must leave out alike).
const VALUES = [
  {},
  { brand: 'RoboMinds', year: 2026, network: 'Instagram' },
  { brand: 'RoboMinds', year: 250000, network: null, extra: 'x' },
];

const CATALOGS: Readonly<Record<(typeof LOCALES)[number], Messages>> = { en, hi, gu };

beforeAll(async () => {
  await words.prepare('hi');
  await words.prepare('gu');
});

describe('the shell reads its compiled catalogs exactly as Lingui does', () => {
  it.each(LOCALES)('every message in %s', (locale) => {
    expect(Object.keys(CATALOGS[locale])).toEqual(Object.keys(en));
    expect(differencesFromLingui(locale, words.i18nFor(locale), CATALOGS[locale], VALUES)).toEqual([]);
  });

  it('says each language in its own words', () => {
    expect(words.i18nFor('en')._('footer.copyright', { year: 2026, brand: 'RoboMinds' })).toBe('© 2026 RoboMinds. All rights reserved.');
    expect(words.i18nFor('hi')._('skipLink')).toBe('मुख्य सामग्री पर जाएँ');
    expect(words.i18nFor('gu')._('skipLink')).toBe('મુખ્ય સામગ્રી પર જાઓ');
  });
});
