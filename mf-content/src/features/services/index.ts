export { Services } from './services';
