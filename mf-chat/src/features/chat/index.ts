export { ChatAssistant, type ChatAssistantProps, type ChatStores } from './chat-assistant';
export { askConfiguredEndpoint, chatConfig } from './configured-endpoint';
