export { LegalPage } from './legal-page';
export { privacyPolicyMeta, termsOfServiceMeta } from './legal-meta';
