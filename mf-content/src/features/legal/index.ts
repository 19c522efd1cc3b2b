export { LegalPage } from './legal-page';
export { PRIVACY_INTRO, TERMS_INTRO, privacyPolicyMeta, termsOfServiceMeta } from './legal-meta';
export { PRIVACY_UPDATED, privacySections } from '../../data/privacy';
