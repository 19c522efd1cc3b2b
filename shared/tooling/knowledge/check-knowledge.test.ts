/** @jest-environment node */
import { KNOWLEDGE_VERSION } from '../../contracts';
import { checkKnowledge } from './check-knowledge';

const entry = (id: string, answer = 'Plain words.') => ({ id, topic: 'faq', title: 'T', answer, path: '/contact', keywords: [] });
const fact = (id: string) => ({
  kind: 'contact',
  id,
  title: 'Contact',
  path: '/contact',
  phone: '1',
  email: 'a@b.c',
  address: 'Ahmedabad',
});
const file = (entries: unknown[], facts: unknown[] = [], translate = (item: unknown) => item) => ({
  version: KNOWLEDGE_VERSION,
  source: 'mf-x',
  entries,
  facts,
  translations: ['hi', 'gu'].map((locale) => ({ locale, entries: entries.map(translate), facts: facts.map(translate) })),
});
const priced = (answer: string) => ({ ...entry('fee', answer), path: '/courses/iot' });

describe('checkKnowledge', () => {
  it('accepts a valid file', () => {
    expect(checkKnowledge(file([entry('a'), entry('b')], [fact('c')]), 'mf-x')).toMatchObject({ ok: true });
  });

  it('refuses an entry id used twice, naming it', () => {
    expect(checkKnowledge(file([entry('a'), entry('a')]), 'mf-x')).toEqual({
      ok: false,
      error: expect.stringContaining('entry id "a" is used twice'),
    });
  });

  it('refuses a fact id used twice', () => {
    expect(checkKnowledge(file([], [fact('c'), fact('c')]), 'mf-x')).toEqual({ ok: false, error: expect.stringContaining('fact id "c"') });
  });

  it("refuses markup, a foreign link and another remote's name", () => {
    expect(checkKnowledge(file([entry('a', 'Read <b>this</b>')]), 'mf-x')).toMatchObject({
      ok: false,
      error: expect.stringContaining('markup'),
    });
    expect(checkKnowledge(file([{ ...entry('a'), path: 'https://evil.example' }]), 'mf-x')).toMatchObject({
      ok: false,
      error: expect.stringContaining('entries.0.path'),
    });
    expect(checkKnowledge(file([entry('a')]), 'mf-y')).toMatchObject({ ok: false, error: expect.stringContaining('expected "mf-y"') });
  });

  it('refuses a file without its Hindi or Gujarati knowledge', () => {
    expect(checkKnowledge({ ...file([entry('a')]), translations: [] }, 'mf-x')).toMatchObject({
      ok: false,
      error: expect.stringContaining('needs one "hi" translation, has 0'),
    });
  });

  it('refuses a language that lacks an entry or a fact of the English, naming it', () => {
    const english = file([entry('a'), entry('b')], [fact('c')]);
    const lacking = { ...english, translations: english.translations.map((t) => ({ ...t, entries: t.entries.slice(0, 1) })) };
    expect(checkKnowledge(lacking, 'mf-x')).toMatchObject({
      ok: false,
      error: expect.stringContaining('hi: the entry "b /contact" is missing'),
    });
    const noFact = { ...english, translations: english.translations.map((t) => ({ ...t, facts: t.locale === 'gu' ? [] : t.facts })) };
    expect(checkKnowledge(noFact, 'mf-x')).toMatchObject({
      ok: false,
      error: expect.stringContaining('gu: the fact "contact c /contact"'),
    });
  });

  it('refuses a language that drops a price, range or date the English knowledge of a page states', () => {
    const english = 'IoT: grades 6–8, ₹499, from 15 May 2025.';
    const hindi = (answer: string) => (item: unknown) => ({ ...(item as object), answer });
    expect(checkKnowledge(file([priced(english)], [], hindi('IoT: कक्षा 6–8, ₹499, 15 मई 2025 से।')), 'mf-x')).toMatchObject({ ok: true });
    expect(checkKnowledge(file([priced(english)], [], hindi('IoT: कक्षा 6–8, 15 मई 2025 से।')), 'mf-x')).toMatchObject({
      ok: false,
      error: expect.stringContaining('hi: the knowledge of /courses/iot lacks number 499'),
    });
    expect(checkKnowledge(file([priced(english)], [], hindi('IoT: कक्षा 6 से 8, ₹499, 16 मई 2025 से।')), 'mf-x')).toMatchObject({
      ok: false,
      error: expect.stringContaining('lacks date 2025-05-15'),
    });
    // A claim the remote names as written otherwise in a language passes there only.
    const dropped = file([priced(english)], [], hindi('IoT: कक्षा 6–8, 15 मई 2025 से।'));
    expect(checkKnowledge(dropped, 'mf-x', ['hi /courses/iot number 499', 'gu /courses/iot number 499'])).toMatchObject({ ok: true });
  });

  it('refuses an older version with a sentence saying which it reads', () => {
    expect(checkKnowledge({ ...file([]), version: 1 }, 'mf-x')).toMatchObject({
      ok: false,
      error: expect.stringContaining(`must be 3 or ${KNOWLEDGE_VERSION}`),
    });
  });
});
