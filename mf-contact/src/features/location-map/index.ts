export { LocationMap } from './location-map';
