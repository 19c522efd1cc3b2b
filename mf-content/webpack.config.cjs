const { createFederatedConfig } = require('shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_content',
  portKey: 'mf_content',
  pageTitle: 'Content pages | RoboMinds',
  exposes: {
    './HomePage': './src/exposed/home-page.tsx',
    './ServicesPage': './src/exposed/services-page.tsx',
    './CoursesPage': './src/exposed/courses-page.tsx',
    './CourseDetailPage': './src/exposed/course-detail-page.tsx',
    './NewsPage': './src/exposed/news-page.tsx',
    './NewsDetailPage': './src/exposed/news-detail-page.tsx',
    './BlogPage': './src/exposed/blog-page.tsx',
    './BlogDetailPage': './src/exposed/blog-detail-page.tsx',
    './AboutPage': './src/exposed/about-page.tsx',
    './SmartAnganwadiPage': './src/exposed/smart-anganwadi-page.tsx',
    './LabsPage': './src/exposed/labs-page.tsx',
    './WaitlistPage': './src/exposed/waitlist-page.tsx',
    './PrivacyPolicyPage': './src/exposed/privacy-policy-page.tsx',
    './TermsOfServicePage': './src/exposed/terms-of-service-page.tsx',
    './SitemapPage': './src/exposed/sitemap-page.tsx',
  },
});
