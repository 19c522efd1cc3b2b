export { NewsList } from './news-list';
export { NewsDetail } from './news-detail';
export { newsListMeta, newsItems, describeNewsArticle } from './news-meta';
export { newsQuery, searchNews } from './news-search';
export { newsWords } from './words';
export { newsDetailWords } from './detail-words';
