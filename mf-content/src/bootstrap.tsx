import { renderStandalone } from 'shared/standalone';

renderStandalone('mf-content', [
  { path: '/', link: { href: '/', label: 'RoboMinds' }, load: () => import('./exposed/home-page') },
  { path: '/services', link: { href: '/services', label: 'Our Services' }, load: () => import('./exposed/services-page') },
  { path: '/courses', link: { href: '/courses', label: 'Online Courses' }, load: () => import('./exposed/courses-page') },
  { path: '/courses/:id', load: () => import('./exposed/course-detail-page') },
  { path: '/news', link: { href: '/news', label: 'News & Updates' }, load: () => import('./exposed/news-page') },
  { path: '/news/:id', load: () => import('./exposed/news-detail-page') },
  { path: '/blog', link: { href: '/blog', label: 'Blog' }, load: () => import('./exposed/blog-page') },
  { path: '/blog/:id', load: () => import('./exposed/blog-detail-page') },
  { path: '/about', link: { href: '/about', label: 'About Us' }, load: () => import('./exposed/about-page') },
  { path: '/smart-anganwadi', link: { href: '/smart-anganwadi', label: 'Smart Anganwadi' }, load: () => import('./exposed/smart-anganwadi-page') },
  { path: '/labs', link: { href: '/labs', label: 'Our Labs' }, load: () => import('./exposed/labs-page') },
  { path: '/waitlist', link: { href: '/waitlist', label: 'Learning Platform Waitlist' }, load: () => import('./exposed/waitlist-page') },
  { path: '/privacy-policy', link: { href: '/privacy-policy', label: 'Privacy Policy' }, load: () => import('./exposed/privacy-policy-page') },
  { path: '/terms-of-service', link: { href: '/terms-of-service', label: 'Terms of Service' }, load: () => import('./exposed/terms-of-service-page') },
  { path: '/sitemap', link: { href: '/sitemap', label: 'Sitemap' }, load: () => import('./exposed/sitemap-page') },
]);
