import type { GatewayOptions } from './gateway';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PORTS } = require('shared/ports') as { PORTS: Record<'shell' | 'mf_content' | 'mf_chat' | 'mf_contact' | 'gateway', number> };

const list = (value: string | undefined): string[] | null => {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : null;
};

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** Everything the gateway takes from the environment, with local defaults that match `npm start`. */
export function gatewayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayOptions & { port: number; host: string } {
  const key = env.GEMINI_API_KEY?.trim();
  return {
    port: positive(env.GATEWAY_PORT ?? env.PORT, PORTS.gateway),
    host: env.GATEWAY_HOST || '0.0.0.0',
    origins: list(env.SITE_ORIGINS) ?? [
      `http://localhost:${PORTS.shell}`,
      `http://127.0.0.1:${PORTS.shell}`,
      `http://localhost:${PORTS.mf_chat}`,
      `http://127.0.0.1:${PORTS.mf_chat}`,
    ],
    knowledgeUrls: list(env.KNOWLEDGE_URLS) ?? [
      `http://localhost:${PORTS.mf_content}/knowledge.json`,
      `http://localhost:${PORTS.mf_contact}/knowledge.json`,
    ],
    gemini: key
      ? {
          apiKey: key,
          baseUrl: env.GEMINI_BASE_URL || 'https://generativelanguage.googleapis.com',
          model: env.GEMINI_MODEL || 'gemini-2.0-flash',
          timeoutMs: positive(env.GEMINI_TIMEOUT_MS, 15_000),
        }
      : null,
    rateLimit: { max: positive(env.CHAT_RATE_LIMIT, 30), timeWindowMs: 60_000 },
    trustProxy: env.TRUST_PROXY === '1',
    logger: { level: env.LOG_LEVEL || 'info' },
  };
}
