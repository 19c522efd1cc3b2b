import { page, type PageEntry } from 'shared/contracts';
import { sitePaths } from 'shared/site';

/**
 * The pages mf-contact serves, published as pages.json by its build (the shell routes by it), each with
 * the chunks of words its `prepare(locale)` loads in Hindi and Gujarati (PageDescription.words).
 */
export const pages = {
  contact: page('/contact', 'ContactPage', 'Contact', {
    labels: { hi: 'संपर्क', gu: 'સંપર્ક' },
    words: ['locale', 'locale.contact', 'locale.forms'],
  }),
  /** A course's registration (issue 40): a detail page of the course's own, under mf-content's /courses/:id. */
  enrol: {
    path: '/courses/:id/enrol',
    module: 'EnrolPage',
    label: 'Course registration',
    labels: { hi: 'कोर्स पंजीकरण', gu: 'કોર્સ નોંધણી' },
    detail: true,
    words: ['locale', 'locale.enrol', 'locale.forms'],
    href: (id: string) => `/courses/${encodeURIComponent(id)}/enrol`,
  } satisfies PageEntry<readonly ['id']>,
  /** A school's, trust's, company's or government body's partnership enquiry (issue 40, point 3; decision 062). */
  partnership: page(sitePaths.partnerships, 'PartnershipPage', 'Partnership enquiry', {
    labels: { hi: 'साझेदारी के लिए पूछताछ', gu: 'ભાગીદારી માટે પૂછપરછ' },
    words: ['locale', 'locale.forms', 'locale.kinds', 'locale.partnership'],
  }),
};
