import type { ReplyMode } from './chat-answer';

/** The spec's chat message (from and text), plus the mode that produced a bot reply. */
export interface ChatMessage {
  readonly from: 'user' | 'bot';
  readonly text: string;
  readonly mode?: ReplyMode;
}

/** Keys carry the owner's prefix, so the chat never collides with another team's storage. */
export const CONVERSATION_KEY = 'mf-chat:conversation';

/** Keeps storage small and the log readable; older messages drop off first. */
export const MAX_STORED_MESSAGES = 60;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    (m.from === 'user' || m.from === 'bot') &&
    typeof m.text === 'string' &&
    m.text.length > 0 &&
    (m.mode === undefined || m.mode === 'offline' || m.mode === 'gemini')
  );
}

/** The stored conversation; an empty one when nothing is stored, storage is blocked or the JSON is corrupt. */
export function loadConversation(storage: KeyValueStore | null): ChatMessage[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(CONVERSATION_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    const list = (parsed as { messages?: unknown })?.messages;
    return Array.isArray(list) ? list.filter(isMessage).slice(-MAX_STORED_MESSAGES) : [];
  } catch {
    return [];
  }
}

export function saveConversation(storage: KeyValueStore | null, messages: readonly ChatMessage[]): void {
  if (!storage) return;
  try {
    if (messages.length === 0) storage.removeItem(CONVERSATION_KEY);
    else storage.setItem(CONVERSATION_KEY, JSON.stringify({ version: 1, messages: messages.slice(-MAX_STORED_MESSAGES) }));
  } catch {
    // Storage full or blocked (private mode): the conversation still works, it just won't survive a reload.
  }
}

/** sessionStorage when the browser lets us use it (some privacy settings throw on access). */
export function sessionStore(): KeyValueStore | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}
