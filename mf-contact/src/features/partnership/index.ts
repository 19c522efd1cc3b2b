export { PartnershipForm } from './partnership-form';
export { describePartnership, partnershipTitle } from './partnership-page-meta';
export { partnershipWords } from './words';
