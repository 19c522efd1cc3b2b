export { Labs } from './labs';
export { labsMeta } from './labs-meta';
export { labsWords } from './words';
