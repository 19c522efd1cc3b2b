import type { ChatWidgetModule, ChatWidgetProps } from 'shared/contracts';
import { RemoteRoot } from 'shared/ui';
import { ChatAssistant, askConfiguredEndpoint, chatConfig } from '../features/chat';
import { words } from '../i18n';

const warmConfig = () => {
  // Fetch the endpoint config while the visitor reads the panel; a failure is retried on the question.
  chatConfig.get().catch(() => undefined);
};

/**
 * Public entry of mf-chat: the floating assistant that the shell mounts once, on every route, in the
 * page's language (its words, and the language each question is sent with).
 */
export default function ChatWidget({ locale }: ChatWidgetProps) {
  return (
    <RemoteRoot boundary="chat">
      <ChatAssistant ask={askConfiguredEndpoint} onFirstOpen={warmConfig} locale={locale} />
    </RemoteRoot>
  );
}

/** Loads the widget's words in a language before the shell renders it. */
export const prepare: NonNullable<ChatWidgetModule['prepare']> = words.prepare;
