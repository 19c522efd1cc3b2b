export { Services } from './services';
export { servicesMeta } from './services-meta';
export { servicesWords } from './words';
