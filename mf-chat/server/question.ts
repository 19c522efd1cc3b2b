import { MAX_QUESTION_LENGTH, QUESTION_MARKER } from 'shared/contracts';
import { normaliseText } from './normalise';

/**
 * The question inside a `userMessage`: the text after the widget's persona (its last question
 * marker), or the whole message from a client that sent a bare question. The persona itself is never
 * used: the gateway has its own. `lastIndexOf` and `slice`: linear whatever the message. The question
 * comes back normalised (normalise.ts), so every check after this one reads what a person would see.
 */
export const MAX_USER_MESSAGE_CHARS = 8000;

export type QuestionResult = { readonly ok: true; readonly question: string } | { readonly ok: false; readonly message: string };

export function questionFrom(body: unknown): QuestionResult {
  const userMessage =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as { userMessage?: unknown }).userMessage : undefined;
  if (typeof userMessage !== 'string' || userMessage.length > MAX_USER_MESSAGE_CHARS) {
    return { ok: false, message: `Send JSON { "userMessage": string } of at most ${MAX_USER_MESSAGE_CHARS} characters.` };
  }
  const at = userMessage.lastIndexOf(QUESTION_MARKER);
  const typed = (at >= 0 ? userMessage.slice(at + QUESTION_MARKER.length) : userMessage).trim();
  if (typed.length > MAX_QUESTION_LENGTH) return { ok: false, message: `The question must be at most ${MAX_QUESTION_LENGTH} characters.` };
  const question = normaliseText(typed).trim();
  if (!question) return { ok: false, message: 'Send JSON { "userMessage": string } with a non-empty question.' };
  return { ok: true, question };
}
