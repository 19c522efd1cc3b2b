import type { Locale } from 'shared/contracts';
import { words } from '../i18n';
import { buildRequestBody } from './chat-request';
import { botTextFor, connectionErrorMessage, parseAnswer, type ChatSource, type ReplyMode } from './chat-answer';

/** How long a visitor waits before the widget gives up (the issue asks for about 20 s). */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface BotReply {
  readonly text: string;
  readonly mode?: ReplyMode;
  /** Pages of this site the answer comes from; none for a failure or a gateway that sends only `reply`. */
  readonly sources?: readonly ChatSource[];
  /** True when the text is one of the spec's two failure messages. */
  readonly failed: boolean;
}

export interface AskOptions {
  readonly fetchImpl?: typeof fetch;
  readonly timeoutMs?: number;
  /**
   * The page's language: sent with the question, and the language of the failure messages (its
   * catalog prepared first). Absent: English, and no language is sent.
   */
  readonly locale?: Locale;
}

/**
 * The product's one call. Never throws: network errors, non-2xx answers, bad JSON and the timeout all
 * become the spec's connection message; an empty reply becomes its "could not generate" message.
 */
export async function askAssistant(endpoint: string, question: string, options: AskOptions = {}): Promise<BotReply> {
  const { fetchImpl = fetch, timeoutMs = REQUEST_TIMEOUT_MS, locale } = options;
  const i18n = words.i18nFor(locale);
  const failure: BotReply = { text: connectionErrorMessage(i18n), failed: true };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(buildRequestBody(question, locale)),
      signal: controller.signal,
    });
    if (!response.ok) return failure;
    let raw: unknown;
    try {
      raw = await response.json();
    } catch {
      return failure;
    }
    const answer = parseAnswer(raw);
    return answer.kind === 'reply'
      ? {
          text: answer.reply,
          ...(answer.sources.length ? { sources: answer.sources } : {}),
          ...(answer.mode ? { mode: answer.mode } : {}),
          failed: false,
        }
      : { text: botTextFor(answer, i18n), failed: true };
  } catch {
    return failure;
  } finally {
    clearTimeout(timer);
  }
}
