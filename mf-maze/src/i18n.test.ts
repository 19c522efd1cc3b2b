import { differencesFromLingui, LOCALES, type Locale, type Messages } from 'shared/i18n';
import { words } from './i18n';
import { messages as en } from './locales/en';
import { messages as gu } from './locales/gu';
import { messages as hi } from './locales/hi';

// The values the maze's messages take (one of each placeholder its catalogs name), another set with
// numbers and nothing for some, and one with values no message names: the reader and Lingui must
// agree on every message with each.
const VALUES = [
  {},
  {
    column: 3,
    command: 'Turn Left',
    count: 7,
    direction: 'left',
    intro: 'Guide the robot.',
    length: 4,
    limit: 20,
    max: 20,
    moves: 12,
    outcome: 'Crashed into a wall!',
    row: 5,
    size: 5,
    step: 2,
    text: 'Forward, Turn Left',
  },
  { column: 250000, count: 1, moves: 0, limit: 1, row: null, direction: undefined, extra: 'x' },
];

const CATALOGS: Readonly<Record<Locale, Messages>> = { en, hi, gu };

beforeAll(() => Promise.all([words.prepare('hi'), words.prepare('gu')]));

describe('the maze reads its compiled catalogs exactly as Lingui does', () => {
  it('has the same messages in the three languages', () => {
    for (const locale of LOCALES) expect(Object.keys(CATALOGS[locale])).toEqual(Object.keys(en));
  });

  it.each(LOCALES)('every message in %s, and an id the catalog lacks', (locale) => {
    expect(differencesFromLingui(locale, words.i18nFor(locale), CATALOGS[locale], VALUES)).toEqual([]);
  });

  it('says each language in its own words', () => {
    expect(words.i18nFor('en')._('game.moves', { moves: 3, limit: 20 })).toBe('Moves: 3 / 20');
    expect(words.i18nFor('en')._('outcome.wall')).toBe('Crashed into a wall!');
    expect(words.i18nFor('hi')._('outcome.wall')).toBe('दीवार से टक्कर!');
    expect(words.i18nFor('gu')._('game.reset')).toBe('રીસેટ');
  });
});
