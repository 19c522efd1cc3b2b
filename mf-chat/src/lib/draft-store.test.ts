import { DRAFT_KEY, createDraftStore } from './draft-store';
import { memoryStorage } from 'shared/test';
import { MAX_QUESTION_LENGTH } from 'shared/contracts';

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
