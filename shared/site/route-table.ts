/** @deprecated Being removed: remotes publish their own pages (src/exposed/pages.ts); links use sitePaths. */
import type { ExposedModuleId } from '../contracts';

/**
 * Every route of the site in one typed table. The shell routes with it, mf-content builds the sitemap
 * from it, and any package links with `routes.x.href(...)` instead of writing paths by hand.
 */
export interface RouteDefinition<P extends readonly string[] = readonly []> {
  /** react-router path pattern. */
  readonly path: string;
  /** Builds a concrete URL path. */
  readonly href: (...params: { [K in keyof P]: string }) => string;
  /** Federated module that renders the page (remote/module). */
  readonly module: ExposedModuleId;
  /** Human name, used by the sitemap. */
  readonly label: string;
  /** Whether the page shows one item whose title it reports to the shell. */
  readonly detail: boolean;
}

const page = (path: string, module: ExposedModuleId, label: string): RouteDefinition => ({
  path,
  href: () => path,
  module,
  label,
  detail: false,
});

const detail = (base: string, module: ExposedModuleId, label: string): RouteDefinition<readonly ['id']> => ({
  path: `${base}/:id`,
  href: (id: string) => `${base}/${encodeURIComponent(id)}`,
  module,
  label,
  detail: true,
});

export const routes = {
  home: page('/', 'mf_content/HomePage', 'Home'),
  services: page('/services', 'mf_content/ServicesPage', 'Services'),
  courses: page('/courses', 'mf_content/CoursesPage', 'Courses'),
  course: detail('/courses', 'mf_content/CourseDetailPage', 'Course'),
  news: page('/news', 'mf_content/NewsPage', 'News & Updates'),
  newsItem: detail('/news', 'mf_content/NewsDetailPage', 'News article'),
  blog: page('/blog', 'mf_content/BlogPage', 'Blog'),
  blogPost: detail('/blog', 'mf_content/BlogDetailPage', 'Blog post'),
  about: page('/about', 'mf_content/AboutPage', 'About Us'),
  smartAnganwadi: page('/smart-anganwadi', 'mf_content/SmartAnganwadiPage', 'Smart Anganwadi'),
  labs: page('/labs', 'mf_content/LabsPage', 'Our Labs'),
  waitlist: page('/waitlist', 'mf_content/WaitlistPage', 'Platform Waitlist'),
  privacyPolicy: page('/privacy-policy', 'mf_content/PrivacyPolicyPage', 'Privacy Policy'),
  termsOfService: page('/terms-of-service', 'mf_content/TermsOfServicePage', 'Terms of Service'),
  sitemap: page('/sitemap', 'mf_content/SitemapPage', 'Sitemap'),
  robotMaze: page('/robot-maze', 'mf_maze/RobotMazePage', 'Robot Maze'),
  contact: page('/contact', 'mf_contact/ContactPage', 'Contact'),
} as const;

export type RouteKey = keyof typeof routes;

/** All routes in table order (static pages before their detail pages). */
export const routeList: readonly (RouteDefinition | RouteDefinition<readonly ['id']>)[] = Object.values(routes);

