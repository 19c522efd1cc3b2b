export { Sitemap } from './sitemap';
