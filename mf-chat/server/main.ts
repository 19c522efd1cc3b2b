import { Redis } from 'ioredis';
import { orExit } from 'shared/server/env';
import { leaveOnSignal } from 'shared/server/shutdown';
import { buildGateway } from './gateway';
import { gatewayConfigFromEnv } from './env';

/** `npm run gateway -w mf-chat`: the chat gateway on PORT_BASE+5 (8085 by default). */
async function main() {
  const env = orExit(gatewayConfigFromEnv(), 'chat gateway');
  // One connection for the limits of every instance; a Redis that is down makes paid calls wait, not fail open.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false })
    : null;
  redis?.on('error', (error: Error) => console.error(`chat gateway: redis: ${error.message}`));
  const app = await buildGateway({
    origins: env.SITE_ORIGINS,
    knowledgeUrls: env.KNOWLEDGE_URLS,
    gemini: env.gemini,
    limits: { perClientPerMinute: env.CHAT_RATE_LIMIT, geminiPerMinute: env.CHAT_GEMINI_PER_MINUTE, geminiPerDay: env.CHAT_GEMINI_PER_DAY },
    redis,
    trustProxy: env.TRUST_PROXY,
    logger: { level: env.LOG_LEVEL },
  });
  // SIGTERM: no new connections, the questions in flight answered, then Redis closed.
  leaveOnSignal(app, { name: 'chat gateway', release: [() => redis?.quit()] });
  await app.listen({ port: env.port, host: env.GATEWAY_HOST });
  app.log.info(
    { mode: env.gemini ? 'gemini' : 'offline', model: env.gemini?.model, limitsIn: redis ? 'redis' : 'memory' },
    `chat gateway on http://localhost:${env.port}/main/gemini`,
  );
}

main().catch((error: unknown) => {
  console.error(`chat gateway could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
