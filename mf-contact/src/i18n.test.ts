import { readFileSync } from 'node:fs';
import path from 'node:path';
import { words } from '../contract/words';
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

describe("mf-contact's catalogs, one per page area (issue 39, point 4)", () => {
  it('write each message once: no id is in two of the areas or in an area and the shared catalog', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, catalog] of Object.entries({ shared, ...AREAS })) {
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
  ] as const)(
    "give the %s page its area's words and the shared ones in Hindi once prepared, and the contract's checks too",
    async (_page, page, id, hindi) => {
      expect(page.i18nFor('hi')._(id)).not.toBe(hindi);
      await page.prepare('hi');
      const i18n = page.i18nFor('hi');
      expect(i18n._(id)).toBe(hindi);
      expect(i18n._('form.email')).toBe('ई-मेल');
      expect(words.i18nFor('hi')._('form.required')).toBe('कृपया सभी ज़रूरी फ़ील्ड भरें।');
    },
  );
});
