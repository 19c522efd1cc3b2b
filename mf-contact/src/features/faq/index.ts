export { FaqAccordion } from './faq-accordion';
