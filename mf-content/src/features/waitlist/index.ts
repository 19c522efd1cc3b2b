export { Waitlist } from './waitlist';
