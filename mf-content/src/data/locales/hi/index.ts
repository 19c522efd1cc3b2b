/** mf-content's data in Hindi, one chunk for a page to import: the English modules' export names and types. */
export * from './about';
export * from './address';
export * from './anganwadi';
export * from './blog-posts';
export * from './blog-summaries';
export * from './courses';
export * from './home';
export * from './html-bodies';
export * from './impact';
export * from './labs';
export * from './legal';
export * from './news';
export * from './news-articles';
export * from './news-content';
export * from './platform';
export * from './privacy';
export * from './programmes';
