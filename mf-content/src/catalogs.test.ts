import fs from 'node:fs';
import path from 'node:path';
import { differencesFromLingui, plural, wordsOf, type Locale, type Messages } from 'shared/i18n';
import type { PageWords } from './page-words';

// Every compiled catalog of mf-content (its lingui.config.cjs lists them), in every language, read by
// shared/i18n's reader (what the pages use) and by Lingui itself.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Lingui's configuration is a CommonJS file
const config = require('../lingui.config.cjs') as { rootDir: string; catalogs: { path: string }[] };
const files = config.catalogs.flatMap((catalog) =>
  (['en', 'hi', 'gu'] as const).map((locale) => catalog.path.replace('<rootDir>', config.rootDir).replace('{locale}', locale) + '.ts'),
);

const VALUES = [0, 1, 2, 5, 21, 250000].map((n) => ({
  count: n,
  minutes: n,
  rating: '4.5',
  name: 'Asha',
  title: 'Blockzie',
  range: '3–5',
  countWord: 'eight',
  year: 2020,
  date: '23 January 2025',
  head: 'A, B',
  last: 'C',
  intro: 'Intro.',
  plans: 'Basic',
  courses: 'Blockzie',
  reply: 'Soon.',
  email: 'a@b.in',
  grade: '3',
  label: 'Robotics',
  value: 'drone',
  category: 'Robotics',
  tag: 'ai',
}));

describe('mf-content reads its compiled catalogs exactly as Lingui does', () => {
  it("finds every catalog: the components', each page area's and the news and blog detail pages' (with the share group's and blog card's words), in three languages", () => {
    expect(files.length).toBe(42);
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
  });
  it.each(files.map((file) => path.relative(config.rootDir, file)))('%s', async (file) => {
    const locale = file.match(/(en|hi|gu)\.ts$/)?.[1] as Locale;
    const { messages } = (await import(path.join(config.rootDir, file))) as { messages: Messages };
    expect(differencesFromLingui(locale, wordsOf(locale, messages, { plural }), messages, VALUES)).toEqual([]);
  });
});

// Each page's words read without the plural reader unless its catalogs need it (src/page-words.ts):
// every message of every area's catalogs, in every language, through that area's own words.
const AREA_WORDS = fs
  .readdirSync(path.join(config.rootDir, 'src/features'))
  .flatMap((area) =>
    ['words', 'detail-words'].map((name) => ({ area, name, file: path.join(config.rootDir, 'src/features', area, `${name}.ts`) })),
  )
  .filter(({ file }) => fs.existsSync(file));

describe("each page area's words read every message of its catalogs", () => {
  it('finds every area', () => {
    expect(AREA_WORDS.length).toBe(13);
  });
  it.each(AREA_WORDS.map(({ area, name }) => `${area}/${name}`))('%s', async (which) => {
    const { area, name, file } = AREA_WORDS.find((one) => `${one.area}/${one.name}` === which)!;
    const words = Object.values(await import(file)).find(
      (value): value is PageWords => typeof value === 'object' && value !== null && 'i18nFor' in value && 'english' in value,
    );
    if (!words) throw new Error(`${file} exports no page words`);
    for (const locale of ['en', 'hi', 'gu'] as const) {
      await words.prepare(locale);
      const i18n = words.i18nFor(locale);
      expect(i18n.locale).toBe(locale);
      const catalog = path.join(config.rootDir, 'src/features', area, 'locales', `${name === 'words' ? '' : 'detail.'}${locale}.ts`);
      const { messages } = (await import(catalog)) as { messages: Messages };
      for (const id of Object.keys(messages)) for (const values of VALUES) expect(() => i18n._(id, values)).not.toThrow();
    }
  });
});
