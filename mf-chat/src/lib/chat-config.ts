import * as v from 'valibot';
import { httpUrl, parseWith, type ParseResult } from 'shared/contracts';

/**
 * Deploy-time configuration of the chat remote, served as `chat-config.json` next to its
 * remoteEntry.js. The endpoint is never compiled in, so one build talks to the local gateway or to a
 * cloud gateway depending on where it is deployed.
 */
export const CHAT_CONFIG_FILE = 'chat-config.json';

export interface ChatConfig {
  readonly endpoint: string;
}

const chatConfigSchema = v.object({ endpoint: httpUrl('must be an absolute http(s) URL of the chat gateway') }, 'must be a JSON object');

export function parseChatConfig(raw: unknown): ParseResult<ChatConfig> {
  return parseWith(chatConfigSchema, raw, CHAT_CONFIG_FILE);
}

/** Where the config lives: the folder the remote's own files are served from. */
export function chatConfigUrl(publicPath: string | undefined, pageUrl: string): string {
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, pageUrl).href : pageUrl;
  return new URL(CHAT_CONFIG_FILE, base).href;
}

/** Fetches and validates the config; rejects with a message an operator can act on. */
export async function fetchChatConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<ChatConfig> {
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-cache', signal: AbortSignal.timeout(8000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const result = parseChatConfig(await response.json());
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
