import type { Messages } from '@lingui/core';
import { intlLocale, LOCALES } from '../contracts/locale';
import { createI18n, differencesFromLingui } from './lingui';
import { catalogWords } from './catalog-words';
import { wordsOf } from './reader';
import { plural, pluralCategory } from './plural';

// Compiled as `lingui compile` writes them (`#` a token of its own): text, `{name}`, plurals with `#`,
// exact cases and an offset, nested arguments, and a message that is a bare string.
const COMPILED: Messages = {
  text: ['Robot Maze'],
  bare: 'Sitemap',
  empty: [],
  name: ['About ', ['brand'], ' on ', ['network']],
  plural: [['count', 'plural', { one: ['#', ' course'], other: ['#', ' courses'] }]],
  exact: [['count', 'plural', { 0: ['No reviews yet'], one: ['#', ' review'], other: ['#', ' reviews for ', ['title']] }]],
  offset: [
    [
      'count',
      'plural',
      {
        offset: 1,
        0: ['Nobody'],
        1: [['name'], ' alone'],
        one: [['name'], ' and ', '#', ' other'],
        other: [['name'], ' and ', '#', ' others'],
      },
    ],
  ],
  nested: [
    [
      'count',
      'plural',
      { one: ['#', ' lab in ', ['minutes', 'plural', { one: ['#', ' minute'], other: ['#', ' minutes'] }]], other: ['#', ' labs'] },
    ],
  ],
};

const VALUES = [0, 1, 2, 5, 21, 1000, 250000].map((count) => ({
  count,
  minutes: count % 3,
  brand: 'RoboMinds',
  network: 'Instagram',
  title: 'Blockzie',
  name: 'Asha',
}));

describe('the catalog reader says what Lingui says', () => {
  it.each(LOCALES)('in %s, for every form it reads', (locale) => {
    const lingui = createI18n(locale, COMPILED);
    const ours = wordsOf(locale, COMPILED, { plural });
    for (const id of Object.keys(COMPILED))
      for (const values of VALUES) expect([id, ours._(id, values)]).toEqual([id, lingui._(id, values)]);
    expect(ours._('name')).toBe(lingui._('name'));
    expect(ours._('no.such.id')).toBe('no.such.id');
  });

  it('groups numbers and picks plural cases by the language (Hindi "one" covers 0)', () => {
    expect(wordsOf('en', COMPILED, { plural })._('plural', { count: 250000 })).toBe('2,50,000 courses');
    expect(wordsOf('en', COMPILED, { plural })._('plural', { count: 0 })).toBe('0 courses');
    expect(wordsOf('hi', COMPILED, { plural })._('plural', { count: 0 })).toBe('0 course');
  });

  // Written out for the site's languages (decision 070): the same category as Intl.PluralRules.
  it.each(LOCALES)('picks the plural category Intl picks in %s', (locale) => {
    const tag = intlLocale(locale);
    const intl = new Intl.PluralRules(tag);
    const numbers = [
      ...Array.from({ length: 1205 }, (_, at) => at - 3),
      0.1,
      0.5,
      0.99,
      1.5,
      2.5,
      -0.5,
      -1.5,
      999999999999999,
      1e21,
      Number.NaN,
      Infinity,
    ];
    for (const number of numbers) expect([number, pluralCategory(tag, number)]).toEqual([number, intl.select(number)]);
    expect(pluralCategory(locale, 1)).toBe(intl.select(1));
  });

  it('refuses a form it was not given a reader for instead of guessing', () => {
    const words = wordsOf('en', { select: [['kind', 'select', { lab: ['A lab'], other: ['Something'] }]], ...COMPILED }, { plural });
    expect(() => words._('select', { kind: 'lab' })).toThrow('No reader for {kind, select}');
    expect(() => wordsOf('en', COMPILED)._('plural', { count: 2 })).toThrow('No reader for {count, plural}');
    expect(() => wordsOf('en', { odd: [['kind', 'constructor', {}]] }, { plural })._('odd', { kind: 1 })).toThrow('No reader');
    expect(wordsOf('en', COMPILED)._('name', { brand: 'RoboMinds', network: 'Instagram' })).toBe('About RoboMinds on Instagram');
  });
});

describe('differencesFromLingui, the helper every package’s catalog test calls', () => {
  it.each(LOCALES)('finds none for the reader in %s, with the values it makes from each message', (locale) => {
    expect(differencesFromLingui(locale, wordsOf(locale, COMPILED, { plural }), COMPILED)).toEqual([]);
  });

  it('names each message a reader says otherwise, and a reader in the wrong language', () => {
    const wrong = wordsOf('en', COMPILED, { plural });
    // Says one message its own way (no Indian grouping, no Hindi plural rule), every other as Lingui does.
    const hindi = wordsOf('hi', COMPILED, { plural });
    const noGrouping = {
      locale: 'hi' as const,
      _: (id: string, values?: Readonly<Record<string, unknown>>) =>
        id === 'plural' ? `${String(values?.count)} courses` : hindi._(id, values),
    };
    const found = differencesFromLingui('hi', noGrouping, COMPILED);
    expect(found).toContain('plural {"count":250000}: "250000 courses" ≠ Lingui\'s "2,50,000 courses"');
    expect(found.every((line) => line.startsWith('plural '))).toBe(true);
    expect(differencesFromLingui('gu', wrong, COMPILED)[0]).toBe('the reader is in en, not gu');
  });
});

describe('a package’s words in three languages', () => {
  it('answers in English until the language is prepared, then in it', async () => {
    let loads = 0;
    const words = catalogWords(
      { hello: ['Hello ', ['name']] },
      {
        hi: () => {
          loads += 1;
          return Promise.resolve({ messages: { hello: ['नमस्ते ', ['name']] } });
        },
        gu: () => Promise.reject(new Error('offline')),
      },
    );
    expect(words.i18nFor('hi')).toMatchObject({ locale: 'en' });
    expect(words.i18nFor('hi')._('hello', { name: 'Asha' })).toBe('Hello Asha');
    await Promise.all([words.prepare('hi'), words.prepare('hi')]);
    expect(words.i18nFor('hi')._('hello', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(words.i18nFor('hi').locale).toBe('hi');
    expect(loads).toBe(1);
    await expect(words.prepare('gu')).rejects.toThrow('offline');
    expect(words.i18nFor('gu')._('hello', { name: 'Asha' })).toBe('Hello Asha');
    expect(words.i18nFor(undefined).locale).toBe('en');
  });
});
