import { websiteMeta } from '../../lib/page-meta';

export const PRIVACY_INTRO =
  'What this website does with your data: only what you send us, kept for a year, and nothing without telling you.';
export const TERMS_INTRO = 'The terms for using this website and registering for our programmes.';

export const privacyPolicyMeta = websiteMeta(PRIVACY_INTRO);
export const termsOfServiceMeta = websiteMeta(TERMS_INTRO);
