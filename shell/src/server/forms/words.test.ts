import { differencesFromLingui, LOCALES, type Messages } from 'shared/i18n';
import { formWords } from './words';
import { messages as en } from './locales/en';
import { messages as gu } from './locales/gu';
import { messages as hi } from './locales/hi';

const CATALOGS: Readonly<Record<(typeof LOCALES)[number], Messages>> = { en, hi, gu };

beforeAll(async () => {
  await formWords.prepare('hi');
  await formWords.prepare('gu');
});

it.each(LOCALES)('the forms route reads every message in %s exactly as Lingui does', (locale) => {
  expect(Object.keys(CATALOGS[locale])).toEqual(Object.keys(en));
  expect(differencesFromLingui(locale, formWords.i18nFor(locale), CATALOGS[locale], [{}, { kib: 64 }])).toEqual([]);
});
