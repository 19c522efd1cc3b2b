import { websiteMeta } from '../../lib/page-meta';

export const SITEMAP_INTRO = 'Every page of this website, with every article, post and course.';

export const sitemapMeta = websiteMeta(SITEMAP_INTRO);
