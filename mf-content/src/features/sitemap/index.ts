export { Sitemap } from './sitemap';
export { sitemapMeta } from './sitemap-meta';
