import { RemoteRoot } from 'shared/ui';
import { ChatAssistant, askConfiguredEndpoint, chatConfig } from '../features/chat';

const warmConfig = () => {
  // Fetch the endpoint config while the visitor reads the panel; a failure is retried on the question.
  chatConfig.get().catch(() => undefined);
};

/** Public entry of mf-chat: the floating assistant that the shell mounts once, on every route. */
export default function ChatWidget() {
  return (
    <RemoteRoot boundary="chat">
      <ChatAssistant ask={askConfiguredEndpoint} onFirstOpen={warmConfig} />
    </RemoteRoot>
  );
}
