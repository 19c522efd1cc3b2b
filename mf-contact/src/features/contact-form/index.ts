export { ContactForm } from './contact-form';
export { DRAFT_STORAGE_KEY } from './draft';
