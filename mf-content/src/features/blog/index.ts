export { BlogList } from './blog-list';
export { BlogDetail } from './blog-detail';
