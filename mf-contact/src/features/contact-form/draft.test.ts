import { DRAFT_STORAGE_KEY, clearDraft, initialValues, loadDraft, parseDraft, saveDraft, serializeDraft, type DraftStorage } from './draft';
import { EMPTY_VALUES, type ContactFormValues } from './form-rules';

const draft: ContactFormValues = { name: 'Ravi', email: 'ravi@', phone: '98250 12345', subject: 'Registration', message: 'Half typed' };

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { data: Record<string, string> } {
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

describe('draft serialisation', () => {
  it('round-trips a draft, half-finished values included', () => {
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['invalid JSON', '{"version":1,"values":{'],
    ['JSON that is not an object', '"hello"'],
    ['another version', JSON.stringify({ version: 2, values: draft })],
    ['no values', JSON.stringify({ version: 1 })],
    ['an empty draft', serializeDraft(EMPTY_VALUES)],
  ])('ignores %s', (_label, raw) => {
    expect(parseDraft(raw)).toBeNull();
  });

  it('drops fields of the wrong type and subjects no longer offered, keeping the rest', () => {
    const raw = JSON.stringify({ version: 1, values: { name: 'Ravi', email: 42, subject: 'Refunds', message: ['x'] } });
    expect(parseDraft(raw)).toEqual({ ...EMPTY_VALUES, name: 'Ravi' });
  });
});

describe('draft storage', () => {
  it('saves under the mf-contact: prefix and loads it back', () => {
    const storage = memoryStorage();
    saveDraft(storage, draft);
    expect(Object.keys(storage.data)).toEqual([DRAFT_STORAGE_KEY]);
    expect(DRAFT_STORAGE_KEY.startsWith('mf-contact:')).toBe(true);
    expect(loadDraft(storage)).toEqual(draft);
  });

  it('removes the key when the form is empty or cleared', () => {
    const storage = memoryStorage();
    saveDraft(storage, draft);
    clearDraft(storage);
    expect(storage.data).toEqual({});
    saveDraft(storage, draft);
    saveDraft(storage, EMPTY_VALUES);
    expect(storage.data).toEqual({});
  });

  it('survives a storage that throws or is missing', () => {
    const broken: DraftStorage = {
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
    expect(loadDraft(broken)).toBeNull();
    expect(() => saveDraft(broken, draft)).not.toThrow();
    expect(loadDraft(null)).toBeNull();
    expect(() => clearDraft(null)).not.toThrow();
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
