export { BlogList } from './blog-list';
export { BlogDetail } from './blog-detail';
export { blogListMeta, blogItems, describeBlogPost } from './blog-meta';
export { blogQuery } from './blog-filters';
export { blogWords } from './words';
export { blogDetailWords } from './detail-words';
