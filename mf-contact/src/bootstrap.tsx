import { renderStandalone } from 'shared/standalone';

renderStandalone('mf-contact', [
  { path: '/', link: { href: '/', label: 'Contact' }, load: () => import('./exposed/contact-page') },
  { path: '/contact', load: () => import('./exposed/contact-page') },
]);
