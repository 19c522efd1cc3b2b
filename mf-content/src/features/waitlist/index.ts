export { Waitlist } from './waitlist';
export { waitlistMeta } from './waitlist-meta';
export { waitlistWords } from './words';
