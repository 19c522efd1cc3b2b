import * as v from 'valibot';
import { browserSessionStorage, createSessionStore, type KeyValueStorage } from 'shared/lib';
import { chatSourceSchema, replyModeSchema, type ChatSource, type ReplyMode } from './chat-answer';

/** The spec's chat message (from and text), plus the mode and the sources of a bot reply. */
export interface ChatMessage {
  readonly from: 'user' | 'bot';
  readonly text: string;
  readonly mode?: ReplyMode;
  readonly sources?: readonly ChatSource[];
}

/** Keys carry the owner's prefix, so the chat never collides with another team's storage. */
export const CONVERSATION_KEY = 'mf-chat:conversation';

/** Keeps storage small and the log readable; older messages drop off first. */
export const MAX_STORED_MESSAGES = 60;

const messageSchema = v.object({
  from: v.picklist(['user', 'bot']),
  text: v.pipe(v.string(), v.minLength(1)),
  mode: v.optional(replyModeSchema),
  sources: v.optional(v.array(chatSourceSchema)),
});

/**
 * What is stored: `{ version: 1, messages }`. A message that does not read as one is dropped and the
 * rest kept, so one bad entry (another version of the site, dev tools) does not cost the conversation.
 */
const storedSchema = v.object({
  version: v.literal(1),
  messages: v.pipe(
    v.array(v.unknown()),
    v.transform((items): ChatMessage[] =>
      items
        .flatMap((item) => {
          const message = v.safeParse(messageSchema, item);
          return message.success ? [message.output] : [];
        })
        .slice(-MAX_STORED_MESSAGES),
    ),
  ),
});

export interface ConversationStore {
  /** The stored conversation; empty when nothing is stored, storage is blocked or what is there is not one. */
  load(): ChatMessage[];
  /** Best effort; an empty conversation removes the key. */
  save(messages: readonly ChatMessage[]): void;
}

export function createConversationStore(storage: () => KeyValueStorage | null = browserSessionStorage): ConversationStore {
  const store = createSessionStore(CONVERSATION_KEY, storedSchema, storage);
  return {
    load: () => store.load()?.messages ?? [],
    save(messages) {
      if (messages.length === 0) store.clear();
      else store.save({ version: 1, messages: messages.slice(-MAX_STORED_MESSAGES) });
    },
  };
}
