import { useCallback, useEffect, useRef, useState } from 'react';
import { normaliseQuestion } from '../../lib/chat-request';
import type { BotReply } from '../../lib/chat-client';
import { loadConversation, saveConversation, sessionStore, type ChatMessage } from '../../lib/conversation-store';

export type AskFn = (question: string) => Promise<BotReply>;
type Store = ReturnType<typeof sessionStore>;

/**
 * The conversation: messages kept in sessionStorage (they survive route changes and reloads in the
 * tab), one question in flight at a time, the user's message shown at once and the reply appended
 * when it arrives.
 */
export function useChat(ask: AskFn, storage: Store = sessionStore()) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(storage));
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    saveConversation(storage, messages);
  }, [storage, messages]);

  /** Sends trimmed text; false when there is nothing to send or a question is already in flight. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = normaliseQuestion(text);
      if (!question || busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      setMessages((current) => [...current, { from: 'user', text: question }]);
      try {
        const reply = await ask(question);
        if (mounted.current) {
          setMessages((current) => [...current, { from: 'bot', text: reply.text, ...(reply.mode ? { mode: reply.mode } : {}) }]);
        }
      } finally {
        busyRef.current = false;
        if (mounted.current) setBusy(false);
      }
      return true;
    },
    [ask],
  );

  const clear = useCallback(() => {
    if (!busyRef.current) setMessages([]);
  }, []);

  return { messages, busy, send, clear };
}
