export { NewsList } from './news-list';
export { NewsDetail } from './news-detail';
export { NewsCard } from './news-card';
export { newsListMeta, newsItems, describeNewsArticle } from './news-meta';
export { newsQuery, searchNews } from './news-search';
