export { NewsList } from './news-list';
export { NewsDetail } from './news-detail';
export { newsListMeta } from './news-meta';
export { newsItems, describeNewsArticle } from './news-item-meta';
export { newsQuery, searchNews } from './news-search';
export { newsWords } from './words';
export { newsDetailWords } from './detail-words';
