import { detailPage, page } from 'shared/contracts';

// The query parameters a list reads (its `ListQuery` names, tested to match) and `missing`, the flag of
// the server's redirect from an unknown item, so the notice is in the server's HTML too. The shell's
// server renders and caches a page with these parameters only.
const NEWS_QUERY = ['q', 'sort', 'missing'];
const BLOG_QUERY = ['q', 'category', 'tag', 'missing'];

/**
 * Every page mf-content serves. The build exposes each from `src/exposed/<module-file>.tsx` and
 * publishes this table as `pages.json`; the shell routes by it at run time. Adding a page is a row
 * here and its file in this folder, then a deploy of mf-content alone. A page that reads query
 * parameters declares them (`{ query: [...] }`): no other parameter reaches its server render.
 */
export const pages = {
  home: page('/', 'HomePage', 'Home'),
  services: page('/services', 'ServicesPage', 'Services'),
  courses: page('/courses', 'CoursesPage', 'Courses'),
  course: detailPage('/courses', 'CourseDetailPage', 'Course'),
  news: page('/news', 'NewsPage', 'News & Updates', { query: NEWS_QUERY }),
  newsItem: detailPage('/news', 'NewsDetailPage', 'News article'),
  blog: page('/blog', 'BlogPage', 'Blog', { query: BLOG_QUERY }),
  blogPost: detailPage('/blog', 'BlogDetailPage', 'Blog post'),
  about: page('/about', 'AboutPage', 'About Us'),
  smartAnganwadi: page('/smart-anganwadi', 'SmartAnganwadiPage', 'Smart Anganwadi'),
  labs: page('/labs', 'LabsPage', 'Our Labs'),
  waitlist: page('/waitlist', 'WaitlistPage', 'Platform Waitlist'),
  privacyPolicy: page('/privacy-policy', 'PrivacyPolicyPage', 'Privacy Policy'),
  termsOfService: page('/terms-of-service', 'TermsOfServicePage', 'Terms of Service'),
  sitemap: page('/sitemap', 'SitemapPage', 'Sitemap'),
};
