/**
 * The chat call (spec section 7): the widget POSTs `{ userMessage }` to a path ending in
 * `/main/gemini` and shows `reply`. Our gateway adds `sources`, the site pages the answer comes from,
 * which the widget shows as links; a gateway that sends only `reply` still works.
 */
export interface ChatRequest {
  readonly userMessage: string;
}

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
