import type { PageMeta } from 'shared/contracts';

/** The /contact page's introduction, under its heading. */
export const CONTACT_PAGE_INTRO =
  'Questions about a programme, a lab for your school or a course for your child? Call, e-mail or visit us, or leave a message below.';

/**
 * What sharers and search engines read about /contact: the introduction's question, then what the
 * page holds. Not "leave a message": the form sends nothing, and a snippet must not promise it does.
 */
export const contactPageMeta: PageMeta = {
  status: 'ok',
  kind: 'website',
  description: `${CONTACT_PAGE_INTRO.slice(0, CONTACT_PAGE_INTRO.indexOf('?') + 1)} Our phone, e-mail, address and opening hours, and answers to common questions.`,
};
