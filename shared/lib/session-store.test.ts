import * as v from 'valibot';
import { createSessionStore, type KeyValueStorage } from './session-store';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const draftSchema = v.object({ version: v.literal(1), text: v.string() });

describe('createSessionStore', () => {
  it('keeps a value across reads, under its own key', () => {
    const storage = memoryStorage();
    const store = createSessionStore('team:draft', draftSchema, () => storage);
    store.save({ version: 1, text: 'hello' });
    expect(store.load()).toEqual({ version: 1, text: 'hello' });
    expect([...storage.data.keys()]).toEqual(['team:draft']);
    store.clear();
    expect(store.load()).toBeNull();
  });

  it.each([['not json'], ['{"version":2,"text":"x"}'], ['{"version":1}'], ['null']])('reads %s as nothing stored', (raw) => {
    const storage = memoryStorage();
    storage.setItem('team:draft', raw);
    expect(createSessionStore('team:draft', draftSchema, () => storage).load()).toBeNull();
  });

  it('keeps working when the browser refuses storage', () => {
    const refusing: KeyValueStorage = {
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
    const store = createSessionStore('team:draft', draftSchema, () => refusing);
    expect(() => store.save({ version: 1, text: 'x' })).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
    expect(createSessionStore('team:draft', draftSchema, () => null).load()).toBeNull();
  });
});
