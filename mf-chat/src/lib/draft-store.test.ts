import { DRAFT_KEY, createDraftStore } from './draft-store';
import { MAX_QUESTION_LENGTH } from 'shared/contracts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('draft store', () => {
  it('keeps the typed text as typed, under a key prefixed mf-chat:', () => {
    const storage = memoryStorage();
    createDraftStore(() => storage).save('  What are your opening hours');
    expect([...storage.data.keys()]).toEqual([DRAFT_KEY]);
    expect(DRAFT_KEY.startsWith('mf-chat:')).toBe(true);
    expect(createDraftStore(() => storage).load()).toBe('  What are your opening hours');
  });

  it('removes the key for blank text', () => {
    const storage = memoryStorage({ [DRAFT_KEY]: '"old"' });
    createDraftStore(() => storage).save('   ');
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
  });

  it.each([['{oops'], ['42'], [JSON.stringify('x'.repeat(MAX_QUESTION_LENGTH + 1))]])('reads %s as no draft', (raw) => {
    expect(createDraftStore(() => memoryStorage({ [DRAFT_KEY]: raw })).load()).toBe('');
  });

  it('reads blocked storage as no draft', () => {
    expect(createDraftStore(() => null).load()).toBe('');
  });
});
