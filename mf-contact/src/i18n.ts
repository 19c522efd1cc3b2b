/** mf-contact's words: the one catalog the page and the contact server share (contract/words.ts). */
export { words } from '../contract/words';
