import type { Locale } from 'shared/contracts';
import { cachePromise } from 'shared/lib';
import { words } from '../../i18n';
import { askAssistant, type BotReply } from '../../lib/chat-client';
import { connectionErrorMessage } from '../../lib/chat-answer';
import { chatConfigUrl, fetchChatConfig, type ChatConfig } from '../../lib/chat-config';

function publicPath(): string | undefined {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined;
}

/** The deploy-time config, fetched once; a failure is forgotten so the next question tries again. */
export const chatConfig = cachePromise(() => fetchChatConfig(chatConfigUrl(publicPath(), window.location.href)));

/**
 * Asks the endpoint named by chat-config.json, in the page's language; a missing config is a
 * connection error like any other.
 */
export async function askConfiguredEndpoint(question: string, locale?: Locale): Promise<BotReply> {
  let config: ChatConfig;
  try {
    config = await chatConfig.get();
  } catch {
    return { text: connectionErrorMessage(words.i18nFor(locale)), failed: true };
  }
  return askAssistant(config.endpoint, question, { locale });
}
