import fs from 'node:fs';
import path from 'node:path';
import { differencesFromLingui, plural, wordsOf, type Locale, type Messages } from 'shared/i18n';

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
