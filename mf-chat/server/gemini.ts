import * as v from 'valibot';

/**
 * Gemini mode: one call to Google's Generative Language `generateContent` REST API with fetch (the
 * SDK needs Node 22). The key travels only in the `x-goog-api-key` header, redirects are refused (so
 * the key never follows one), the whole call has one time limit and the body a size limit. Every
 * failure becomes a reason, never a throw: the gateway answers offline instead.
 */
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
export const MAX_UPSTREAM_BYTES = 256 * 1024;

export interface GeminiOptions {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly model: string;
  readonly timeoutMs: number;
  readonly fetchImpl?: typeof fetch;
}

export type GeminiFailure = 'blocked' | 'no-text' | 'status' | 'rate-limited' | 'timeout' | 'network' | 'format' | 'too-large';

export type GeminiResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: GeminiFailure; readonly status?: number; readonly retryAfterMs?: number };

const responseSchema = v.object({
  candidates: v.optional(
    v.array(
      v.object({
        content: v.optional(v.object({ parts: v.optional(v.array(v.object({ text: v.optional(v.string()) }))) })),
        finishReason: v.optional(v.string()),
      }),
    ),
  ),
  promptFeedback: v.optional(v.object({ blockReason: v.optional(v.string()) })),
});

const errorSchema = v.object({
  error: v.optional(v.object({ details: v.optional(v.array(v.object({ retryDelay: v.optional(v.string()) }))) })),
});

export function generateContentUrl(options: Pick<GeminiOptions, 'baseUrl' | 'model'>): string {
  return `${options.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(options.model)}:generateContent`;
}

/** The text of the first candidate, or why there is none (a blocked prompt, a candidate stopped for safety). */
export function replyOf(raw: unknown): GeminiResult {
  const parsed = v.safeParse(responseSchema, raw);
  if (!parsed.success) return { ok: false, reason: 'format' };
  const { candidates, promptFeedback } = parsed.output;
  if (promptFeedback?.blockReason) return { ok: false, reason: 'blocked' };
  const text = (candidates?.[0]?.content?.parts ?? [])
    .map((part) => part.text ?? '')
    .join('')
    .trim();
  return text ? { ok: true, text } : { ok: false, reason: 'no-text' };
}

/** How long a 429 asks us to wait: google.rpc.RetryInfo's "17s", else Retry-After in seconds. */
export function retryAfterMs(body: unknown, header: string | null): number | undefined {
  const parsed = v.safeParse(errorSchema, body);
  const delay = parsed.success ? parsed.output.error?.details?.find((d) => d.retryDelay)?.retryDelay : undefined;
  const seconds =
    delay && /^\d+(\.\d+)?s$/.test(delay) ? Number(delay.slice(0, -1)) : header && /^\d+$/.test(header) ? Number(header) : NaN;
  return Number.isFinite(seconds) ? Math.min(seconds, 3600) * 1000 : undefined;
}

/** The body as text, refusing more than `limit` bytes (a huge reply costs memory, not just time). */
async function readLimited(response: Response, limit: number): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface GeminiPrompt {
  readonly systemInstruction: string;
  readonly question: string;
}

export async function askGemini(prompt: GeminiPrompt, options: GeminiOptions): Promise<GeminiResult> {
  const { fetchImpl = fetch } = options;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetchImpl(generateContentUrl(options), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-goog-api-key': options.apiKey },
      body: JSON.stringify({
        systemInstruction: { parts: [{ text: prompt.systemInstruction }] },
        contents: [{ role: 'user', parts: [{ text: prompt.question }] }],
        generationConfig: { maxOutputTokens: 1024, temperature: 0.2 },
      }),
      redirect: 'error',
      signal,
    });
    const text = await readLimited(response, MAX_UPSTREAM_BYTES);
    if (text === null) return { ok: false, reason: 'too-large' };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (response.status === 429)
      return { ok: false, reason: 'rate-limited', status: 429, retryAfterMs: retryAfterMs(body, response.headers.get('retry-after')) };
    if (!response.ok) return { ok: false, reason: 'status', status: response.status };
    return body === undefined ? { ok: false, reason: 'format' } : replyOf(body);
  } catch (error) {
    const name = (error as { name?: string })?.name;
    return { ok: false, reason: signal.aborted || name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
  }
}
