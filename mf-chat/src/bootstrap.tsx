import { renderStandalone } from 'shared/standalone';

renderStandalone('mf-chat', [{ path: '*', link: { href: '/', label: 'Chat widget' }, load: () => import('./app/standalone-demo') }]);
