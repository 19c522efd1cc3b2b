export { ContactDetails } from './contact-details';
export { OpeningHours } from './opening-hours';
export { CONTACT_PAGE_INTRO, contactPageMeta } from './contact-page-meta';
