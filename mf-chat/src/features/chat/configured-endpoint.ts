import { askAssistant, type BotReply } from '../../lib/chat-client';
import { CONNECTION_ERROR_MESSAGE } from '../../lib/chat-answer';
import { chatConfigUrl, fetchChatConfig, type ChatConfig } from '../../lib/chat-config';

let pending: Promise<ChatConfig> | null = null;

function publicPath(): string | undefined {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined;
}

/** The deploy-time config, fetched once; a failure is forgotten so the next question tries again. */
export function loadChatConfig(): Promise<ChatConfig> {
  pending ??= fetchChatConfig(chatConfigUrl(publicPath(), window.location.href)).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Asks the endpoint named by chat-config.json; a missing config is a connection error like any other. */
export async function askConfiguredEndpoint(question: string): Promise<BotReply> {
  let config: ChatConfig;
  try {
    config = await loadChatConfig();
  } catch {
    return { text: CONNECTION_ERROR_MESSAGE, failed: true };
  }
  return askAssistant(config.endpoint, question);
}
