export { Home } from './home';
export { homeMeta } from './home-meta';
