import * as v from 'valibot';
import type { ChatSource, ReplyMode } from 'shared/contracts';
import type { Words } from 'shared/i18n';
import { words } from '../i18n';

export type { ChatSource, ReplyMode };

/** The widget's words in English: the spec's two failure messages and every text function's default. */
export const ENGLISH: Words = words.i18nFor('en');

/** The spec's two failure messages in a language (English word for word by default). */
export const connectionErrorMessage = (i18n: Words = ENGLISH): string => i18n._('error.connection');
export const emptyReplyMessage = (i18n: Words = ENGLISH): string => i18n._('error.empty');

export const CONNECTION_ERROR_MESSAGE = connectionErrorMessage();
export const EMPTY_REPLY_MESSAGE = emptyReplyMessage();

/** At most this many source links under one answer; a gateway sending more is not to be believed. */
export const MAX_SOURCES = 5;

const SITE_ORIGIN = 'https://site.invalid';

/**
 * A path on this site: '/contact', '/services#drone-lab'. Never a URL, a protocol-relative '//host'
 * or anything a browser would resolve to another origin, so a source can only ever link inside the site.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value) || value.length > 200) return false;
  try {
    return new URL(value, SITE_ORIGIN).origin === SITE_ORIGIN;
  } catch {
    return false;
  }
}

export const chatSourceSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
  path: v.pipe(v.string(), v.check(isSitePath, 'must be a path on this site')),
});

/** Good sources are kept, anything else in the list is dropped: a bad source must not cost the reply. */
export const sourcesSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items): ChatSource[] =>
    items
      .flatMap((item) => {
        const source = v.safeParse(chatSourceSchema, item);
        return source.success ? [source.output] : [];
      })
      .slice(0, MAX_SOURCES),
  ),
);

export const replyModeSchema = v.picklist(['offline', 'gemini'] as const satisfies readonly ReplyMode[]);

/**
 * The gateway's answer (`ChatAnswer` in shared/contracts). `reply` is the only field the spec
 * promises; `sources` and `mode` are what our gateway adds, and are ignored when absent or not
 * understood, so a cloud gateway that sends only `reply` still works.
 */
const answerSchema = v.object({
  reply: v.nullish(v.string()),
  sources: v.fallback(v.optional(sourcesSchema), undefined),
  mode: v.fallback(v.optional(replyModeSchema), undefined),
});

export type ParsedAnswer =
  | { readonly kind: 'reply'; readonly reply: string; readonly sources: readonly ChatSource[]; readonly mode?: ReplyMode }
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' };

export function parseAnswer(raw: unknown): ParsedAnswer {
  if (Array.isArray(raw)) return { kind: 'invalid' };
  const parsed = v.safeParse(answerSchema, raw);
  if (!parsed.success) return { kind: 'invalid' };
  const { reply, sources = [], mode } = parsed.output;
  const text = reply?.trim();
  if (!text) return { kind: 'empty' };
  return { kind: 'reply', reply: text, sources, ...(mode ? { mode } : {}) };
}

/** What the visitor reads for an answer: the reply, or one of the spec's two messages in the widget's language. */
export function botTextFor(answer: ParsedAnswer, i18n: Words = ENGLISH): string {
  switch (answer.kind) {
    case 'reply':
      return answer.reply;
    case 'empty':
      return emptyReplyMessage(i18n);
    default:
      return connectionErrorMessage(i18n);
  }
}
