export { Home } from './home';
export { homeMeta } from './home-meta';
export { homeWords } from './words';
