/** mf-content's data in Hindi, one chunk for a page to import: the English modules' export names and types. */
export * from './about';
export * from './courses';
export * from './home';
export * from './labs';
export * from './anganwadi';
export * from './impact';
export * from './programmes';
export * from './platform';
export * from './news-articles';
export * from './news-content';
export * from './news';
export * from './blog-posts';
export * from './html-bodies';
