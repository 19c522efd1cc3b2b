export { Labs } from './labs';
export { labsMeta } from './labs-meta';
