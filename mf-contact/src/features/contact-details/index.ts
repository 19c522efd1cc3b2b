export { ContactDetails } from './contact-details';
export { OpeningHours } from './opening-hours';
