/**
 * Paths of the site that more than one package links to: the spec's navigation targets and the pages
 * articles link to. They are facts of the site, not a route table: which remote serves each path is
 * published by the remotes themselves (their `pages.json`), and an end-to-end test checks that every
 * path here is served by some remote.
 */
export const sitePaths = {
  home: '/',
  services: '/services',
  courses: '/courses',
  news: '/news',
  blog: '/blog',
  about: '/about',
  contact: '/contact',
  /** The partnership enquiry (issue 40, point 3; decision 062), a page of mf-contact. */
  partnerships: '/partnerships',
  robotMaze: '/robot-maze',
  smartAnganwadi: '/smart-anganwadi',
  labs: '/labs',
  waitlist: '/waitlist',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  sitemap: '/sitemap',
} as const;

export type SitePathKey = keyof typeof sitePaths;

/** The home page's call-to-action section that the header's Get Started button leads to. */
export const GET_STARTED_ANCHOR = 'get-started';
export const getStartedHref = `/#${GET_STARTED_ANCHOR}`;
