/** Every Gujarati data module, so a page can load them as one chunk: `import('./locales/gu')`. */
export * as about from './about';
export * as anganwadi from './anganwadi';
export * as blogPosts from './blog-posts';
export * as blogSummaries from './blog-summaries';
export * as courses from './courses';
export * as home from './home';
export * as htmlBodies from './html-bodies';
export * as impact from './impact';
export * as labs from './labs';
export * as legal from './legal';
export * as news from './news';
export * as newsArticles from './news-articles';
export * as newsContent from './news-content';
export * as platform from './platform';
export * as privacy from './privacy';
export * as programmes from './programmes';
