export { ContactDetails } from './contact-details';
export { OpeningHours } from './opening-hours';
export { contactPageMeta, contactPageMetaIn } from './contact-page-meta';
