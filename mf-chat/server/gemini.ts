import type { Hit } from './offline-answer';

/**
 * Gemini mode: one call to Google's Generative Language `generateContent` REST API. The key travels in
 * a header from this server only; the browser never sees it.
 */

export interface GeminiOptions {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly model: string;
  readonly timeoutMs: number;
  readonly fetchImpl?: typeof fetch;
}

export class UpstreamError extends Error {
  constructor(readonly reason: 'status' | 'network' | 'timeout' | 'format', readonly status?: number) {
    super(`gemini upstream ${reason}${status ? ` ${status}` : ''}`);
  }
}

export function generateContentUrl(options: Pick<GeminiOptions, 'baseUrl' | 'model'>): string {
  return `${options.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(options.model)}:generateContent`;
}

/** Site facts found by the offline index, given to the model so it answers from the site, not from memory. */
export function groundingText(hits: readonly Hit[]): string {
  if (hits.length === 0) return '';
  const facts = hits.slice(0, 4).map((hit) => `- ${hit.entry.title}: ${hit.entry.answer} (page: ${hit.entry.url})`);
  return `Facts from the website that may help:\n${facts.join('\n')}`;
}

/** The text of the first candidate, '' when the model returned none (blocked or empty). */
export function replyText(raw: unknown): string {
  const candidates = (raw as { candidates?: unknown })?.candidates;
  if (!Array.isArray(candidates)) throw new UpstreamError('format');
  const parts = (candidates[0] as { content?: { parts?: unknown } } | undefined)?.content?.parts;
  if (!Array.isArray(parts)) return '';
  return parts
    .map((part) => (typeof (part as { text?: unknown })?.text === 'string' ? (part as { text: string }).text : ''))
    .join('')
    .trim();
}

export async function askGemini(userMessage: string, hits: readonly Hit[], options: GeminiOptions): Promise<string> {
  const { fetchImpl = fetch } = options;
  const grounding = groundingText(hits);
  let response: Response;
  try {
    response = await fetchImpl(generateContentUrl(options), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-goog-api-key': options.apiKey },
      body: JSON.stringify({
        ...(grounding ? { systemInstruction: { parts: [{ text: grounding }] } } : {}),
        contents: [{ role: 'user', parts: [{ text: userMessage }] }],
        generationConfig: { maxOutputTokens: 400, temperature: 0.4 },
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string })?.name;
    throw new UpstreamError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
  }
  if (!response.ok) throw new UpstreamError('status', response.status);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch (error) {
    const name = (error as { name?: string })?.name;
    throw new UpstreamError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'format');
  }
  return replyText(raw);
}
