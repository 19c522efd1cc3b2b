/**
 * mf-content's data in Hindi and Gujarati, one chunk per module and language (`locale-hi.course-data`,
 * `locale-hi.headlines` …): a page's `prepare` names the modules it shows, so /hi/courses downloads no Hindi article and
 * /hi/news/1 no blog post. `news` holds the articles with their bodies (the list searches them),
 * `newsArticles` the headlines alone; a detail page loads its own item's body (`./bodies.ts`).
 * A module only one page area shows shares that area's chunk with its words (`locale-hi.home`): one
 * request fewer, and one name and hash fewer in remoteEntry.js, which lists every chunk.
 *
 * Each module's loader is a file of its own (`./locales/loaders/about.ts`) and this file only names
 * them: a page's chunk carries the loaders of the modules it shows (the package has no side effects,
 * so webpack takes each import through to its file), not all fourteen (issue 39's 3 KiB per page).
 */
export { aboutIn } from './locales/loaders/about';
export { anganwadiIn } from './locales/loaders/anganwadi';
export { blogSummariesIn } from './locales/loaders/blog-summaries';
export { blogPostsIn } from './locales/loaders/blog-posts';
export { coursesIn } from './locales/loaders/courses';
export { homeIn } from './locales/loaders/home';
export { impactIn } from './locales/loaders/impact';
export { labsIn } from './locales/loaders/labs';
export { legalIn } from './locales/loaders/legal';
export { newsIn } from './locales/loaders/news';
export { newsArticlesIn } from './locales/loaders/news-articles';
export { platformIn } from './locales/loaders/platform';
export { privacyIn } from './locales/loaders/privacy';
export { programmesIn } from './locales/loaders/programmes';
