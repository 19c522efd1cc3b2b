const path = require('node:path');
const { createFederatedConfig } = require('shared/webpack');

const base = createFederatedConfig({
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

// npm installed React twice: the pinned 19.2.9 beside this package and 19.3.1 at the root (a peer of
// testing-library), which emotion and the router resolve to. Federation would then offer React 19.3.1
// with react-dom 19.2.9 (React error #527). Every React import of this bundle resolves to the pinned
// copy, so the remote provides one matching pair (the same fix as mf-contact).
const pinned = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));

// The css prop's runtime must use the shared emotion, not a private copy (see src/app/emotion-jsx-runtime.ts).
const jsxRuntime = path.join(__dirname, 'src/app/emotion-jsx-runtime.ts');

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve = {
    ...config.resolve,
    alias: {
      ...(config.resolve && config.resolve.alias),
      react: pinned('react'),
      'react-dom': pinned('react-dom'),
      '@emotion/react/jsx-runtime$': jsxRuntime,
      '@emotion/react/jsx-dev-runtime$': jsxRuntime,
    },
  };
  return config;
};
