import { BRAND_NAME } from 'shared/site';
import { MAX_QUESTION_LENGTH, QUESTION_MARKER, type ChatRequest, type Locale } from 'shared/contracts';

/**
 * The fixed persona instruction sent ahead of every question (spec section 7). It asks for replies of
 * 2 to 4 lines so answers fit the small chat panel on a phone.
 */
export const PERSONA_INSTRUCTION =
  `You are the friendly assistant of ${BRAND_NAME}, a provider of STEM, robotics and AI lab programmes for schools and families. ` +
  'Answer in 2 to 4 short lines, in plain text, and name the page of the website that says more (for example /courses or /contact). ' +
  'If you do not know the answer, say so and suggest the contact page.';

/** Trims the typed text; null when there is nothing to send (blank or whitespace only). */
export function normaliseQuestion(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, MAX_QUESTION_LENGTH) : null;
}

/**
 * The one request body of the product call: persona instruction, then the question; with the page's
 * language when the widget knows it, so the gateway answers in that language.
 */
export function buildRequestBody(question: string, locale?: Locale): ChatRequest {
  const userMessage = `${PERSONA_INSTRUCTION}${QUESTION_MARKER}${question}`;
  return locale ? { userMessage, locale } : { userMessage };
}
