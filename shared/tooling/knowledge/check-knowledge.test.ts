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
const file = (entries: unknown[], facts: unknown[] = []) => ({ version: KNOWLEDGE_VERSION, source: 'mf-x', entries, facts });

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

  it('refuses an older version with a sentence saying which it reads', () => {
    expect(checkKnowledge({ ...file([]), version: 1 }, 'mf-x')).toMatchObject({
      ok: false,
      error: expect.stringContaining(`must be ${KNOWLEDGE_VERSION}`),
    });
  });
});
