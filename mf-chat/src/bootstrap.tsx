import { renderStandalone } from 'shared/standalone';

renderStandalone('mf-chat', [{ path: '*', link: { href: '/', label: 'Chat widget' }, load: () => import('./exposed/chat-widget') }]);
