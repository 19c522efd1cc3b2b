import { differencesFromLingui, LOCALES, type Locale, type Messages } from 'shared/i18n';
import { words } from './i18n';
import { messages as en } from './locales/en';
import { messages as gu } from './locales/gu';
import { messages as hi } from './locales/hi';

const CATALOGS: Readonly<Record<Locale, Messages>> = { en, hi, gu };

type Token = string | readonly [string, string?, Readonly<Record<string, unknown>>?];

/** Every `{name}` a compiled message (a list of tokens, or a bare string) takes, its cases' too. */
function argumentsOf(message: unknown, names: Set<string>): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const token of message as readonly Token[]) {
    if (typeof token === 'string') continue;
    const [name, , cases] = token;
    names.add(name);
    for (const chosen of Object.values(cases ?? {})) argumentsOf(chosen, names);
  }
  return names;
}

const names = [
  ...Object.values(CATALOGS).reduce((found, catalog) => {
    for (const message of Object.values(catalog)) argumentsOf(message, found);
    return found;
  }, new Set<string>()),
];

// The values the widget and the gateway give (text, counts, ratings, prices), numbers Lingui might
// format by locale, empty values, and none at all: both readers must write each alike.
const VALUES: readonly Readonly<Record<string, unknown>>[] = [
  {},
  Object.fromEntries(names.map((name) => [name, `‹${name}›`])),
  Object.fromEntries(names.map((name, index) => [name, index % 2 ? 250000 : 4.5])),
  Object.fromEntries(names.map((name, index) => [name, index % 2 ? null : ''])),
  { text: 'सोमवार से शुक्रवार', titles: 'संपर्क, કોર્સ', course: 'Blockzie', rating: '4.5', reviews: '12', extra: 'x' },
];

beforeAll(() => Promise.all([words.prepare('hi'), words.prepare('gu')]));

describe("mf-chat reads its compiled catalogs exactly as Lingui's runtime does", () => {
  it('finds the arguments the messages take', () => {
    expect(names).toEqual(expect.arrayContaining(['text', 'brand', 'titles', 'course', 'rating', 'reviews', 'phone', 'email']));
  });

  it.each(LOCALES)('every message in %s', (locale) => {
    expect(Object.keys(CATALOGS[locale])).toEqual(Object.keys(en));
    expect(differencesFromLingui(locale, words.i18nFor(locale), CATALOGS[locale], VALUES)).toEqual([]);
  });

  it('says the spec’s failure messages word for word in English, and each language in its own words', () => {
    expect(words.i18nFor('en')._('error.connection')).toBe('Sorry, there was an error connecting to the AI.');
    expect(words.i18nFor('en')._('error.empty')).toBe('Sorry, I could not generate a response.');
    expect(words.i18nFor('en')._('panel.title', { brand: 'RoboMinds' })).toBe('RoboMinds assistant');
    expect(words.i18nFor('hi')._('launcher.label')).toBe('चैट सहायक');
    expect(words.i18nFor('gu')._('form.send')).toBe('મોકલો');
  });
});
