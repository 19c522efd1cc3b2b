export { BlogList } from './blog-list';
export { BlogDetail } from './blog-detail';
export { blogListMeta } from './blog-meta';
export { blogItems, describeBlogPost } from './blog-item-meta';
export { blogQuery } from './blog-filters';
export { blogWords } from './words';
export { blogDetailWords } from './detail-words';
