import { CONVERSATION_KEY, MAX_STORED_MESSAGES, createConversationStore, type ChatMessage } from './conversation-store';
import { memoryStorage } from 'shared/test';

const storeOver = (storage: ReturnType<typeof memoryStorage> | null) => createConversationStore(() => storage);
const stored = (messages: unknown) => ({ [CONVERSATION_KEY]: JSON.stringify({ version: 1, messages }) });

describe('conversation store', () => {
  it('round-trips a conversation, sources included, under a key prefixed mf-chat:', () => {
    const storage = memoryStorage();
    const messages: ChatMessage[] = [
      { from: 'user', text: 'Hours on Saturday?' },
      { from: 'bot', text: 'Saturday 10:00 AM - 5:00 PM.', mode: 'offline', sources: [{ title: 'Contact', path: '/contact' }] },
    ];
    storeOver(storage).save(messages);
    expect(CONVERSATION_KEY.startsWith('mf-chat:')).toBe(true);
    expect(storage.data.has(CONVERSATION_KEY)).toBe(true);
    expect(storeOver(storage).load()).toEqual(messages);
  });

  it('ignores corrupt JSON and unexpected shapes', () => {
    expect(storeOver(memoryStorage({ [CONVERSATION_KEY]: '{not json' })).load()).toEqual([]);
    expect(storeOver(memoryStorage({ [CONVERSATION_KEY]: '"text"' })).load()).toEqual([]);
    expect(storeOver(memoryStorage({ [CONVERSATION_KEY]: '{"version":1,"messages":{}}' })).load()).toEqual([]);
    expect(storeOver(memoryStorage({ [CONVERSATION_KEY]: '{"version":2,"messages":[{"from":"user","text":"x"}]}' })).load()).toEqual([]);
  });

  it('drops malformed messages and keeps the good ones', () => {
    const messages = [
      { from: 'user', text: 'ok' },
      { from: 'admin', text: 'x' },
      { from: 'bot' },
      null,
      { from: 'bot', text: 'evil', sources: [{ title: 'Pay', path: 'https://evil.example/pay' }] },
    ];
    expect(storeOver(memoryStorage(stored(messages))).load()).toEqual([{ from: 'user', text: 'ok' }]);
  });

  it('clears storage when the conversation is empty', () => {
    const storage = memoryStorage(stored([]));
    storeOver(storage).save([]);
    expect(storage.data.has(CONVERSATION_KEY)).toBe(false);
  });

  it('keeps only the latest messages', () => {
    const storage = memoryStorage();
    const many = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, i): ChatMessage => ({ from: 'user', text: `m${i}` }));
    storeOver(storage).save(many);
    const loaded = storeOver(storage).load();
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
    const store = createConversationStore(() => throwing);
    expect(store.load()).toEqual([]);
    expect(() => store.save([{ from: 'user', text: 'x' }])).not.toThrow();
    expect(storeOver(null).load()).toEqual([]);
  });
});
