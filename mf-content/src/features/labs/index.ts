export { Labs } from './labs';
