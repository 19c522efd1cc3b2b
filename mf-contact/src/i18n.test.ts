import { readFileSync } from 'node:fs';
import path from 'node:path';
import { differencesFromLingui, LOCALES, type Locale, type Messages } from 'shared/i18n';
import { kindWords } from '../contract/institution-kinds';
import { words } from '../contract/words';
import { serverWords } from '../server/words';
import { contactWords } from './contact-page/words';
import { enrolWords } from './features/enrol';
import { partnershipWords } from './features/partnership';

/** An English catalog's messages, as `npm run i18n -w mf-contact` writes them. */
const english = (folder: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(__dirname, folder, 'locales/en.json'), 'utf8')) as Record<string, string>;
const shared = english('.');
const contact = english('contact-page');
const enrol = english('features/enrol');
const partnership = english('features/partnership');
const AREAS = { contact, enrol, partnership };
/** The checks' words and the kinds of institution, which the contract says (contract/locales, contract/institution-kinds/locales). */
const checks = english('../contract');
const kinds = english('../contract/institution-kinds');

describe("mf-contact's catalogs, one per page area (issue 39, point 4)", () => {
  it("write each message once: no id is in two of the areas, or in an area and the shared, the checks' or the kinds' catalog", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, catalog] of Object.entries({ shared, checks, kinds, ...AREAS })) {
      for (const id of Object.keys(catalog)) {
        const first = seen.get(id);
        if (first) twice.push(`${id} (${first}, ${name})`);
        else seen.set(id, name);
      }
    }
    expect(twice).toEqual([]);
  });

  it("keep each page's words out of the other pages' areas", () => {
    expect(Object.keys(contact).filter((id) => /^(enrol|registration|partnership)\./.test(id))).toEqual([]);
    expect(Object.keys(enrol).filter((id) => /^(page|details|hours|map|subject|partnership)\./.test(id))).toEqual([]);
    expect(Object.keys(partnership).filter((id) => /^(page|details|hours|map|subject|enrol|registration)\./.test(id))).toEqual([]);
  });

  it.each([
    ['contact', contactWords, 'page.title', 'हमसे संपर्क करें'],
    ['registration', enrolWords, 'enrol.send', 'पंजीकरण भेजें'],
    ['partnership', partnershipWords, 'partnership.send', 'पूछताछ भेजें'],
  ] as const)("give the %s page its area's words and the shared ones in Hindi once prepared", async (_page, page, id, hindi) => {
    expect(page.i18nFor('hi')._(id)).not.toBe(hindi);
    await page.prepare('hi');
    const i18n = page.i18nFor('hi');
    expect(i18n._(id)).toBe(hindi);
    expect(i18n._('form.email')).toBe('ई-मेल');
  });

  it("keep the checks' words off the pages: they come in the page's language with the check", async () => {
    await Promise.all([contactWords.prepare('gu'), enrolWords.prepare('gu'), partnershipWords.prepare('gu')]);
    expect(words.i18nFor('gu')._('form.required')).toBe('Please fill out all required fields.');
    expect(Object.keys(shared).filter((id) => id in checks)).toEqual([]);
    // What each check awaits with itself (its `prepareCheck`).
    await words.prepare('gu');
    expect(words.i18nFor('gu')._('form.required')).toBe('કૃપા કરીને બધાં જરૂરી ખાનાં ભરો.');
    expect(words.i18nFor('gu')._('enrol.hint.phone')).toBe('એવો મોબાઇલ નંબર લખો જેના પર અમે ફોન કરી શકીએ.');
  });
});

type Catalogs = Readonly<Record<Locale, Messages>>;

/**
 * A folder's compiled catalogs (`locales/{en,hi,gu}.ts`, as `npm run i18n` writes them), read by path
 * as the sources are above: a feature's files are its own, and the package's lint allows no import
 * deep into it.
 */
const compiled = (folder: string): Catalogs => {
  const read = (locale: Locale) =>
    jest.requireActual<{ readonly messages: Messages }>(path.join(__dirname, folder, 'locales', locale)).messages;
  return { en: read('en'), hi: read('hi'), gu: read('gu') };
};
const FORMS = compiled('.');

/** An area's catalog as its page reads it: the forms' shared words joined to the area's own. */
const withForms = (area: Catalogs): Catalogs => ({
  en: { ...FORMS.en, ...area.en },
  hi: { ...FORMS.hi, ...area.hi },
  gu: { ...FORMS.gu, ...area.gu },
});

/** Each way the package reads its words, and the compiled catalogs it reads. */
const READERS = [
  ['the contact page', contactWords, withForms(compiled('contact-page'))],
  ['the course registration', enrolWords, withForms(compiled('features/enrol'))],
  ['the partnership enquiry', partnershipWords, withForms(compiled('features/partnership'))],
  ["the checks' words (contract)", words, compiled('../contract')],
  ['the kinds of institution (contract)', kindWords, compiled('../contract/institution-kinds')],
  ['the contact server', serverWords, compiled('../server')],
] as const;

describe("mf-contact reads every message of its compiled catalogs exactly as Lingui's runtime does", () => {
  beforeAll(async () => {
    for (const [, reader] of READERS) for (const locale of LOCALES) await reader.prepare(locale);
  });

  describe.each(READERS)('%s', (_name, reader, catalogs) => {
    it.each(LOCALES)('in %s', (locale) => {
      expect(Object.keys(catalogs[locale]).sort()).toEqual(Object.keys(catalogs.en).sort());
      expect(differencesFromLingui(locale, reader.i18nFor(locale), catalogs[locale])).toEqual([]);
    });
  });

  it('says counts in words a reader of each language expects', () => {
    expect(enrolWords.i18nFor('en')._('enrol.includedValue', { lessons: 1, weeks: 250000 })).toBe(
      '1 live and recorded lesson over 2,50,000 weeks',
    );
    expect(enrolWords.i18nFor('gu')._('enrol.includedValue', { lessons: 24, weeks: 12 })).toBe('12 અઠવાડિયામાં 24 લાઇવ અને રેકોર્ડ કરેલા પાઠ');
    expect(serverWords.i18nFor('en')._('newsletter.mail.notYou', { days: 1 })).toMatch(/deleted after 1 day\.$/);
    expect(serverWords.i18nFor('en')._('newsletter.mail.notYou', { days: 0 })).toMatch(/deleted after 0 days\.$/);
    expect(serverWords.i18nFor('hi')._('newsletter.mail.notYou', { days: 7 })).toContain('7 दिन बाद मिटा दिया जाएगा।');
  });
});
