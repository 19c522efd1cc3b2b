/** Which engine produced a reply: the gateway's own search over site knowledge, or Gemini. */
export type ReplyMode = 'offline' | 'gemini';

export const CONNECTION_ERROR_MESSAGE = 'Sorry, there was an error connecting to the AI.';
export const EMPTY_REPLY_MESSAGE = 'Sorry, I could not generate a response.';

export type ParsedAnswer =
  | { readonly kind: 'reply'; readonly reply: string; readonly mode?: ReplyMode }
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' };

/**
 * Reads the gateway's answer. `reply` is the only field the spec promises; `mode` is what our own
 * gateway adds and is ignored when absent or unknown (a cloud gateway may not send it).
 */
export function parseAnswer(raw: unknown): ParsedAnswer {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { kind: 'invalid' };
  const { reply, mode } = raw as Record<string, unknown>;
  if (reply === undefined || reply === null) return { kind: 'empty' };
  if (typeof reply !== 'string') return { kind: 'invalid' };
  const text = reply.trim();
  if (!text) return { kind: 'empty' };
  return mode === 'offline' || mode === 'gemini' ? { kind: 'reply', reply: text, mode } : { kind: 'reply', reply: text };
}

/** What the visitor reads for an answer: the reply, or one of the spec's two messages. */
export function botTextFor(answer: ParsedAnswer): string {
  switch (answer.kind) {
    case 'reply':
      return answer.reply;
    case 'empty':
      return EMPTY_REPLY_MESSAGE;
    default:
      return CONNECTION_ERROR_MESSAGE;
  }
}
