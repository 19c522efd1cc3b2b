import { isLocale, type Locale } from './locale';

/**
 * The chat call (spec section 7): the widget POSTs `{ userMessage }` to a path ending in
 * `/main/gemini` and shows `reply`. Our gateway adds `sources`, the site pages the answer comes from,
 * which the widget shows as links; a gateway that sends only `reply` still works.
 */
export interface ChatRequest {
  /** The persona instruction, QUESTION_MARKER, then the question. */
  readonly userMessage: string;
  /**
   * The page's language (issue 39): the gateway answers in it. Optional, so the spec's body and an
   * older widget still work; a gateway that knows no languages ignores it. A value that is not one of
   * the site's languages is refused as a bad request (`parseRequestLocale`).
   */
  readonly locale?: Locale;
}

/**
 * Reads a request's `locale` field: absent (undefined or null) is `{ ok: true }` with no language, one
 * of the site's languages is that language, anything else is not ok.
 */
export function parseRequestLocale(value: unknown): { readonly ok: true; readonly locale?: Locale } | { readonly ok: false } {
  if (value === undefined || value === null) return { ok: true };
  return isLocale(value) ? { ok: true, locale: value } : { ok: false };
}

/** Separates the persona from the question, so a gateway can find the question again. */
export const QUESTION_MARKER = '\n\nQuestion: ';

/** The longest question: the widget's input stops there and the gateway refuses longer ones. */
export const MAX_QUESTION_LENGTH = 1000;

export interface ChatSource {
  /** What the page is called ("Opening hours", "IoT course"). */
  readonly title: string;
  /** A path on this site, starting with '/'. */
  readonly path: string;
}

export type ReplyMode = 'offline' | 'gemini';

export interface ChatAnswer {
  readonly reply: string;
  readonly sources?: readonly ChatSource[];
  readonly mode?: ReplyMode;
}

export const CHAT_PATH_SUFFIX = '/main/gemini';
