import type { KeyValueStorage } from 'shared/lib';
import { DRAFT_STORAGE_KEY, createDraftStore, initialValues, loadDraft, saveDraft } from './draft';
import { EMPTY_VALUES, type ContactFormValues } from './form-rules';

const draft: ContactFormValues = { name: 'Ravi', email: 'ravi@', phone: '98250 12345', subject: 'Registration', message: 'Half typed' };

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const storeOver = (storage: KeyValueStorage | null) => createDraftStore(() => storage);
const stored = (raw: string) => loadDraft(storeOver(memoryStorage({ [DRAFT_STORAGE_KEY]: raw })));

describe('the stored draft', () => {
  it('saves under the mf-contact: prefix and loads it back, half-finished values included', () => {
    const storage = memoryStorage();
    saveDraft(storeOver(storage), draft);
    expect(Object.keys(storage.data)).toEqual([DRAFT_STORAGE_KEY]);
    expect(DRAFT_STORAGE_KEY.startsWith('mf-contact:')).toBe(true);
    expect(loadDraft(storeOver(storage))).toEqual(draft);
  });

  it('keeps a long message whole, spaces and line breaks included', () => {
    const storage = memoryStorage();
    const message = `${'A long question about weekend classes. '.repeat(1_000)}\n\n  Thanks!  `;
    saveDraft(storeOver(storage), { ...draft, message });
    expect(loadDraft(storeOver(storage))?.message).toBe(message);
  });

  it.each([
    ['invalid JSON', '{"version":1,"values":{'],
    ['JSON that is not an object', '"hello"'],
    ['another version', JSON.stringify({ version: 2, values: draft })],
    ['no values', JSON.stringify({ version: 1 })],
    ['values that are not an object', JSON.stringify({ version: 1, values: 'Ravi' })],
    ['values that are null', JSON.stringify({ version: 1, values: null })],
    ['a version given as text', JSON.stringify({ version: '1', values: draft })],
    ['null', 'null'],
    ['an empty draft', JSON.stringify({ version: 1, values: EMPTY_VALUES })],
  ])('ignores %s', (_label, raw) => {
    expect(stored(raw)).toBeNull();
  });

  it('drops fields of the wrong type and subjects no longer offered, keeping the rest', () => {
    expect(stored(JSON.stringify({ version: 1, values: { name: 'Ravi', email: 42, subject: 'Refunds', message: ['x'] } }))).toEqual({
      ...EMPTY_VALUES,
      name: 'Ravi',
    });
  });

  it('reads missing fields as empty and keeps every offered subject', () => {
    expect(stored(JSON.stringify({ version: 1, values: { message: 'Only this' } }))).toEqual({ ...EMPTY_VALUES, message: 'Only this' });
    expect(stored(JSON.stringify({ version: 1, values: { ...draft, subject: 'School Partnership', extra: 'x' } }))).toEqual({
      ...draft,
      subject: 'School Partnership',
    });
  });

  it('removes the key when the form is emptied', () => {
    const storage = memoryStorage();
    saveDraft(storeOver(storage), draft);
    saveDraft(storeOver(storage), EMPTY_VALUES);
    expect(storage.data).toEqual({});
  });

  it('survives a storage that throws or is missing', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadDraft(storeOver(broken))).toBeNull();
    expect(() => saveDraft(storeOver(broken), draft)).not.toThrow();
    expect(loadDraft(storeOver(null))).toBeNull();
    expect(() => saveDraft(storeOver(null), EMPTY_VALUES)).not.toThrow();
  });
});

describe('initialValues', () => {
  it('starts empty, from the draft, and lets a link subject win over the draft subject', () => {
    expect(initialValues(null, null)).toEqual(EMPTY_VALUES);
    expect(initialValues(draft, null)).toEqual(draft);
    expect(initialValues(draft, 'School Partnership')).toEqual({ ...draft, subject: 'School Partnership' });
    expect(initialValues(null, 'Support')).toEqual({ ...EMPTY_VALUES, subject: 'Support' });
  });
});
