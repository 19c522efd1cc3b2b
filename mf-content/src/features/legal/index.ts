export { PrivacyPolicy } from './privacy-policy';
export { TermsOfService } from './terms-of-service';
export { privacyPolicyMeta, termsOfServiceMeta } from './legal-meta';
export { legalWords } from './words';
