import { QUESTION_MARKER } from '../src/lib/chat-request';

/**
 * The question inside a `userMessage`: the text after the widget's persona (its last question
 * marker), or the whole message from a client that sent a bare question. The persona itself is never
 * used: the gateway has its own. `lastIndexOf` and `slice`: linear whatever the message.
 */
export const MAX_USER_MESSAGE_CHARS = 8000;
export const MAX_QUESTION_CHARS = 1000;

export type QuestionResult = { readonly ok: true; readonly question: string } | { readonly ok: false; readonly message: string };

export function questionFrom(body: unknown): QuestionResult {
  const userMessage =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as { userMessage?: unknown }).userMessage : undefined;
  if (typeof userMessage !== 'string' || userMessage.length > MAX_USER_MESSAGE_CHARS) {
    return { ok: false, message: `Send JSON { "userMessage": string } of at most ${MAX_USER_MESSAGE_CHARS} characters.` };
  }
  const at = userMessage.lastIndexOf(QUESTION_MARKER);
  const question = (at >= 0 ? userMessage.slice(at + QUESTION_MARKER.length) : userMessage).trim();
  if (!question) return { ok: false, message: 'Send JSON { "userMessage": string } with a non-empty question.' };
  if (question.length > MAX_QUESTION_CHARS) return { ok: false, message: `The question must be at most ${MAX_QUESTION_CHARS} characters.` };
  return { ok: true, question };
}
