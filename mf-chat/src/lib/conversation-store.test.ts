import { CONVERSATION_KEY, MAX_STORED_MESSAGES, loadConversation, saveConversation, type ChatMessage } from './conversation-store';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('conversation store', () => {
  it('round-trips a conversation under a key prefixed mf-chat:', () => {
    const store = memoryStore();
    const messages: ChatMessage[] = [
      { from: 'user', text: 'Hours on Saturday?' },
      { from: 'bot', text: 'Saturday 10:00 AM - 5:00 PM.', mode: 'offline' },
    ];
    saveConversation(store, messages);
    expect(CONVERSATION_KEY.startsWith('mf-chat:')).toBe(true);
    expect(store.data.has(CONVERSATION_KEY)).toBe(true);
    expect(loadConversation(store)).toEqual(messages);
  });

  it('ignores corrupt JSON and unexpected shapes', () => {
    expect(loadConversation(memoryStore({ [CONVERSATION_KEY]: '{not json' }))).toEqual([]);
    expect(loadConversation(memoryStore({ [CONVERSATION_KEY]: '"text"' }))).toEqual([]);
    expect(loadConversation(memoryStore({ [CONVERSATION_KEY]: '{"messages":{}}' }))).toEqual([]);
  });

  it('drops malformed messages and keeps the good ones', () => {
    const raw = JSON.stringify({ messages: [{ from: 'user', text: 'ok' }, { from: 'admin', text: 'x' }, { from: 'bot' }, null] });
    expect(loadConversation(memoryStore({ [CONVERSATION_KEY]: raw }))).toEqual([{ from: 'user', text: 'ok' }]);
  });

  it('clears storage when the conversation is empty', () => {
    const store = memoryStore({ [CONVERSATION_KEY]: '{"messages":[]}' });
    saveConversation(store, []);
    expect(store.data.has(CONVERSATION_KEY)).toBe(false);
  });

  it('keeps only the latest messages', () => {
    const store = memoryStore();
    const many = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, i): ChatMessage => ({ from: 'user', text: `m${i}` }));
    saveConversation(store, many);
    const loaded = loadConversation(store);
    expect(loaded).toHaveLength(MAX_STORED_MESSAGES);
    expect(loaded[0]?.text).toBe('m5');
  });

  it('survives storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(loadConversation(throwing)).toEqual([]);
    expect(() => saveConversation(throwing, [{ from: 'user', text: 'x' }])).not.toThrow();
    expect(loadConversation(null)).toEqual([]);
  });
});
