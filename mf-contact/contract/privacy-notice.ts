import { CONTACT_EMAIL } from 'shared/site';

/**
 * The short privacy notice shown beside every visitor form, and its version, which the contact server
 * stores with each submission as the notice the visitor was shown when they sent it (their consent).
 * A change to what is kept, why or for how long is a new version, here and in the privacy policy.
 */
export const NOTICE_VERSION = '2026-11-25';

/** How long a submission is kept before it is deleted on its own: the server's RETENTION_DAYS default (365). */
const RETENTION = 'a year';

/**
 * The contact form's notice. The newsletter box's (`NEWSLETTER_NOTICE`, shared/ui/newsletter-box.tsx)
 * and the waitlist form's (`WAITLIST_NOTICE`, mf-content) live beside their forms, under this version.
 */
export const CONTACT_NOTICE = `We keep what you send here only to answer you, and delete it after ${RETENTION}. Only our staff read it; we never sell or share it. To have it erased sooner, e-mail ${CONTACT_EMAIL.display}.`;
