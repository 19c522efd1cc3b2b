export { Home } from './home';
