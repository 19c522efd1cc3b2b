/**
 * mf-content's data in English, as one index: the shape every translation (`locales/{hi,gu}/index.ts`)
 * follows. Used as a type only (src/i18n.ts): a page imports the English modules it shows directly,
 * so an English page's chunk keeps only its own data.
 */
export * from './about';
export * from './anganwadi';
export * from './blog-posts';
export * from './blog-summaries';
export * from './courses';
export * from './home';
export * from './impact';
export * from './labs';
export * from './legal';
export * from './news';
export * from './news-articles';
export * from './news-content';
export * from './platform';
export * from './privacy';
export * from './programmes';
