/**
 * The short privacy notice shown beside every visitor form, and its version, which the contact server
 * stores with each submission as the notice the visitor was shown when they sent it (their consent).
 * A change to what is kept, why or for how long is a new version, here and in the privacy policy.
 */
export const NOTICE_VERSION = '2026-11-25';

/**
 * The partnership enquiry's notice is `partnership.notice` in its page's catalogs
 * (src/features/partnership/locales; the same keeping, a year, so the same version: decision 062),
 * the registration's `registration.notice` in its (src/features/enrol/locales).
 * The contact form's notice is `form.notice` in the contact page's catalogs
 * (src/contact-page/locales: "…delete it after a year…", the server's RETENTION_DAYS default of 365). The newsletter box's (`ui.newsletter.notice`,
 * shared/ui/locales) and the waitlist form's (mf-content) live beside their forms, under this version.
 */
