import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from 'shared/contracts';
import type { Words } from 'shared/i18n';
import { normaliseQuestion } from '../../lib/chat-request';
import type { BotReply } from '../../lib/chat-client';
import type { ChatMessage, ConversationStore } from '../../lib/conversation-store';
import { announcementFor } from '../../lib/source-links';

/** Sends a question (with the page's language when known) and resolves to the bot's text; never rejects. */
export type AskFn = (question: string, locale?: Locale) => Promise<BotReply>;

/** The newest complete answer, for the live region; `id` changes with every answer, even a repeated one. */
export interface Announcement {
  readonly id: number;
  readonly text: string;
}

/**
 * The conversation: messages kept in sessionStorage (they survive route changes and reloads in the
 * tab), one question in flight at a time, the user's message shown at once and the reply appended
 * when it arrives. Only answers that arrive now are announced, never the restored ones. Questions go
 * with the page's language; the announcement is in the widget's words (`i18n`).
 */
export function useChat(ask: AskFn, store: ConversationStore, locale: Locale | undefined, i18n: Words) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => store.load());
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const busyRef = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    store.save(messages);
  }, [store, messages]);

  /** Sends trimmed text; false when there is nothing to send or a question is already in flight. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = normaliseQuestion(text);
      if (!question || busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      setMessages((current) => [...current, { from: 'user', text: question }]);
      try {
        // No language known (an older host): the question alone, as the spec's call has it.
        const reply = await (locale ? ask(question, locale) : ask(question));
        if (mounted.current) {
          const answer: ChatMessage = {
            from: 'bot',
            text: reply.text,
            ...(reply.mode ? { mode: reply.mode } : {}),
            ...(reply.sources?.length ? { sources: reply.sources } : {}),
          };
          setMessages((current) => [...current, answer]);
          setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text: announcementFor(answer.text, answer.sources, i18n) }));
        }
      } finally {
        busyRef.current = false;
        if (mounted.current) setBusy(false);
      }
      return true;
    },
    [ask, locale, i18n],
  );

  const clear = useCallback(() => {
    if (!busyRef.current) setMessages([]);
  }, []);

  return { messages, busy, send, clear, announcement };
}
