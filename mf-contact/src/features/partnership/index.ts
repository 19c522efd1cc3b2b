export { PartnershipForm } from './partnership-form';
export { describePartnership, partnershipTitle } from './partnership-page-meta';
