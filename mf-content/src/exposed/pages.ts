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
  home: page('/', 'HomePage', 'Home', { labels: { hi: 'होम', gu: 'મુખ્ય પૃષ્ઠ' } }),
  services: page('/services', 'ServicesPage', 'Services', { labels: { hi: 'सेवाएँ', gu: 'સેવાઓ' } }),
  courses: page('/courses', 'CoursesPage', 'Courses', { labels: { hi: 'कोर्स', gu: 'કોર્સ' } }),
  course: detailPage('/courses', 'CourseDetailPage', 'Course', { labels: { hi: 'कोर्स', gu: 'કોર્સ' } }),
  news: page('/news', 'NewsPage', 'News & Updates', { labels: { hi: 'समाचार और अपडेट', gu: 'સમાચાર અને અપડેટ્સ' }, query: NEWS_QUERY }),
  newsItem: detailPage('/news', 'NewsDetailPage', 'News article', { labels: { hi: 'समाचार', gu: 'સમાચાર' } }),
  blog: page('/blog', 'BlogPage', 'Blog', { labels: { hi: 'ब्लॉग', gu: 'બ્લોગ' }, query: BLOG_QUERY }),
  blogPost: detailPage('/blog', 'BlogDetailPage', 'Blog post', { labels: { hi: 'ब्लॉग पोस्ट', gu: 'બ્લોગ પોસ્ટ' } }),
  about: page('/about', 'AboutPage', 'About Us', { labels: { hi: 'हमारे बारे में', gu: 'અમારા વિશે' } }),
  smartAnganwadi: page('/smart-anganwadi', 'SmartAnganwadiPage', 'Smart Anganwadi', {
    labels: { hi: 'स्मार्ट आंगनवाड़ी', gu: 'સ્માર્ટ આંગણવાડી' },
  }),
  labs: page('/labs', 'LabsPage', 'Our Labs', { labels: { hi: 'हमारी लैब', gu: 'અમારી લેબ' } }),
  waitlist: page('/waitlist', 'WaitlistPage', 'Platform Waitlist', { labels: { hi: 'प्लेटफ़ॉर्म प्रतीक्षा सूची', gu: 'પ્લેટફોર્મ પ્રતીક્ષા યાદી' } }),
  privacyPolicy: page('/privacy-policy', 'PrivacyPolicyPage', 'Privacy Policy', { labels: { hi: 'गोपनीयता नीति', gu: 'ગોપનીયતા નીતિ' } }),
  termsOfService: page('/terms-of-service', 'TermsOfServicePage', 'Terms of Service', { labels: { hi: 'सेवा की शर्तें', gu: 'સેવાની શરતો' } }),
  sitemap: page('/sitemap', 'SitemapPage', 'Sitemap', { labels: { hi: 'साइटमैप', gu: 'સાઇટમેપ' } }),
};
