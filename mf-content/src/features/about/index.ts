export { About } from './about';
export { aboutMeta } from './about-meta';
export { aboutWords } from './words';
