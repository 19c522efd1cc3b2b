import { buildGateway } from './gateway';
import { gatewayOptionsFromEnv } from './config';

/** `npm run gateway -w mf-chat`: the chat gateway on PORT_BASE+5 (8085 by default). */
async function main() {
  const { port, host, ...options } = gatewayOptionsFromEnv();
  const app = await buildGateway(options);
  const close = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port, host });
  app.log.info(
    { mode: options.gemini ? 'gemini' : 'offline', origins: options.origins, knowledgeUrls: options.knowledgeUrls },
    `chat gateway on http://localhost:${port}/main/gemini`,
  );
}

main().catch((error: unknown) => {
  console.error(`chat gateway could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
