import { BRAND_NAME } from 'shared/site';

/**
 * The fixed persona instruction sent ahead of every question (spec section 7). It asks for replies of
 * 2 to 4 lines so answers fit the small chat panel on a phone.
 */
export const PERSONA_INSTRUCTION =
  `You are the friendly assistant of ${BRAND_NAME}, a provider of STEM, robotics and AI lab programmes for schools and families. ` +
  'Answer in 2 to 4 short lines, in plain text, and name the page of the website that says more (for example /courses or /contact). ' +
  'If you do not know the answer, say so and suggest the contact page.';

/** Separates the persona from the question, so a gateway can find the question again. */
export const QUESTION_MARKER = '\n\nQuestion: ';

/** Longest question the widget sends; the gateway refuses bodies over 16 KiB anyway. */
export const MAX_QUESTION_LENGTH = 1000;

export interface ChatRequestBody {
  readonly userMessage: string;
}

/** Trims the typed text; null when there is nothing to send (blank or whitespace only). */
export function normaliseQuestion(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, MAX_QUESTION_LENGTH) : null;
}

/** The one request body of the product call: persona instruction, then the question. */
export function buildRequestBody(question: string): ChatRequestBody {
  return { userMessage: `${PERSONA_INSTRUCTION}${QUESTION_MARKER}${question}` };
}

/**
 * The question inside a userMessage: what follows the last marker, or the whole message when a
 * client sent a bare question.
 */
export function questionOf(userMessage: string): string {
  const at = userMessage.lastIndexOf(QUESTION_MARKER);
  return (at >= 0 ? userMessage.slice(at + QUESTION_MARKER.length) : userMessage).trim();
}
