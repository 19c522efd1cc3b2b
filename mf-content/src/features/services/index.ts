export { Services } from './services';
export { servicesMeta } from './services-meta';
