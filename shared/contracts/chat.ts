/**
 * The chat call (spec section 7): the widget POSTs `{ userMessage }` to a path ending in
 * `/main/gemini` and shows `reply`. Our gateway adds `sources`, the site pages the answer comes from,
 * which the widget shows as links; a gateway that sends only `reply` still works.
 */
export interface ChatRequest {
  /** The persona instruction, QUESTION_MARKER, then the question. */
  readonly userMessage: string;
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
