/**
 * Deploy-time configuration of the chat remote, served as `chat-config.json` next to its
 * remoteEntry.js. The endpoint is never compiled in, so one build talks to the local gateway or to a
 * cloud gateway depending on where it is deployed.
 */
export const CHAT_CONFIG_FILE = 'chat-config.json';

export interface ChatConfig {
  readonly endpoint: string;
}

export type ConfigResult = { readonly ok: true; readonly config: ChatConfig } | { readonly ok: false; readonly error: string };

export function parseChatConfig(raw: unknown): ConfigResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: `${CHAT_CONFIG_FILE} must be a JSON object` };
  const endpoint = (raw as Record<string, unknown>).endpoint;
  if (typeof endpoint !== 'string') return { ok: false, error: `${CHAT_CONFIG_FILE} needs an "endpoint" string` };
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    return { ok: false, error: `${CHAT_CONFIG_FILE}: endpoint must be an absolute http(s) URL, got ${JSON.stringify(endpoint)}` };
  }
  return { ok: true, config: { endpoint } };
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
  return result.config;
}
