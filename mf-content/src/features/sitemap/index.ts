export { Sitemap } from './sitemap';
export { sitemapMeta } from './sitemap-meta';
export { sitemapWords } from './words';
