import { intlLocale, LOCALES, localePath, splitLocalePath } from '../contracts/locale';
import { pageLabel } from '../contracts/pages';
import { indianGrouping } from './grouping';
import { formatNumber, formatRupees } from './numbers';
import { createI18n } from './lingui';
import { localeResource } from './resources';

describe('one address per language', () => {
  it.each([
    ['/gu/news/3', 'gu', '/news/3'],
    ['/hi', 'hi', '/'],
    ['/hi/', 'hi', '/'],
    ['/courses', 'en', '/courses'],
    ['/history', 'en', '/history'],
    ['/en/courses', 'en', '/en/courses'],
    ['/fr/courses', 'en', '/fr/courses'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it('puts a path in a language and back', () => {
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('gu', '/news/3')).toBe('/gu/news/3');
    expect(localePath('en', '/news/3')).toBe('/news/3');
    expect(splitLocalePath(localePath('gu', '/courses/iot')).path).toBe('/courses/iot');
  });

  it('labels a page in its language, English where a remote gives none', () => {
    const page = { label: 'Robot Maze', labels: { hi: 'रोबोट भूलभुलैया', gu: 'રોબોટ ભુલભુલામણી' } };
    expect(pageLabel(page, 'hi')).toBe('रोबोट भूलभुलैया');
    expect(pageLabel({ label: 'News' }, 'gu')).toBe('News');
    expect(pageLabel(page, undefined)).toBe('Robot Maze');
  });
});

describe('numbers, prices and dates by locale', () => {
  it('groups the Indian way with Latin digits in every language', () => {
    expect(formatNumber('en', 250000)).toBe('2,50,000');
    expect(formatNumber('hi', 250000)).toBe('2,50,000');
    expect(formatNumber('gu', 1234567)).toBe('12,34,567');
    expect(formatRupees('gu', 599)).toBe('₹599');
    expect(formatRupees('hi', 250000)).toBe('₹2,50,000');
  });

  // Whole numbers are grouped without Intl (decision 070): the same text Intl gives in each language.
  const values = [0, 7, -7, 42, 999, 1000, -1000, 12345, 99999, 100000, 250000, 1234567, 98765432, -123456789, Number.MAX_SAFE_INTEGER];
  it.each(LOCALES)('groups every whole number as Intl does in %s', (locale) => {
    const numbers = new Intl.NumberFormat(intlLocale(locale));
    const rupees = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const value of values) {
      expect(formatNumber(locale, value)).toBe(numbers.format(value));
      expect(formatRupees(locale, value)).toBe(rupees.format(value));
    }
  });

  it('leaves what is not a whole number to Intl', () => {
    expect(indianGrouping(1.5)).toBeNull();
    expect(indianGrouping(Number.NaN)).toBeNull();
    expect(formatNumber('hi', 1234.5)).toBe('1,234.5');
    expect(formatRupees('gu', 599.5)).toBe('₹599.50');
    expect(formatRupees('en', 250000.25)).toBe('₹2,50,000.25');
  });

  it('uses CLDR plurals: in Hindi and Gujarati "one" covers 0 and 1', () => {
    const messages = { n: [['n', 'plural', { one: ['#', ' a'], other: ['#', ' b'] }]] } as never;
    expect(createI18n('hi', messages)._('n', { n: 0 })).toBe('0 a');
    expect(createI18n('gu', messages)._('n', { n: 1 })).toBe('1 a');
    expect(createI18n('en', messages)._('n', { n: 0 })).toBe('0 b');
    expect(createI18n('hi', messages)._('n', { n: 250000 })).toBe('2,50,000 b');
  });
});

describe('words per language, loaded once and never kept when they fail', () => {
  it('answers English until a language is prepared, then that language', async () => {
    const load = { hi: jest.fn(async () => 'नमस्ते'), gu: jest.fn(async () => 'નમસ્તે') };
    const greeting = localeResource('Hello', load);
    expect(greeting.resolve('hi')).toEqual({ locale: 'en', value: 'Hello' });
    await Promise.all([greeting.prepare('hi'), greeting.prepare('hi')]);
    expect(greeting.get('hi')).toBe('नमस्ते');
    expect(greeting.get('gu')).toBe('Hello');
    expect(load.hi).toHaveBeenCalledTimes(1);
    await greeting.prepare('en');
    expect(load.gu).not.toHaveBeenCalled();
  });

  it('tries a failed chunk again on the next prepare', async () => {
    let calls = 0;
    const words = localeResource('Hello', {
      hi: async () => {
        calls += 1;
        if (calls === 1) throw new Error('chunk failed');
        return 'नमस्ते';
      },
      gu: async () => 'નમસ્તે',
    });
    await expect(words.prepare('hi')).rejects.toThrow('chunk failed');
    await words.prepare('hi');
    expect(words.get('hi')).toBe('नमस्ते');
  });
});
