import { localeResource } from 'shared/i18n';
import type { ContactSubject } from '../../contract/subjects';

/** The spec's "FAQ entry": a question and its answer, plain text so the chat knowledge can reuse it. */
export interface FaqEntry {
  /** Stable id: the accordion's element ids and the knowledge entry ids derive from it. */
  readonly id: string;
  readonly question: string;
  /** Paragraphs of plain text. */
  readonly answer: readonly string[];
  /** Words a visitor might use for it, for the chat assistant. */
  readonly keywords: readonly string[];
  /**
   * A next step shown under the answer: opens the contact form with this subject chosen, or one of
   * the package's pages (the partnership enquiry: issue 40, point 3).
   */
  readonly action?: { readonly label: string; readonly subject: ContactSubject } | { readonly label: string; readonly page: 'partnership' };
}

export const faqEntries = [
  {
    id: 'cancellation-policy',
    question: 'What is your cancellation and refund policy?',
    answer: [
      'If you cancel 14 or more days before the programme starts, you get a full refund. If you cancel 7 to 13 days before the start, you get a 50 percent refund. If you cancel fewer than 7 days before the start, no refund is given.',
      'Full payment is required to secure a spot.',
    ],
    keywords: ['cancel', 'cancellation', 'refund', 'money back', 'payment', 'fees', 'withdraw'],
  },
  {
    id: 'registration',
    question: 'How do I register for a programme?',
    answer: ['You can register online, by phone or in person at our Ahmedabad office. A spot is secured once full payment is made.'],
    keywords: ['register', 'registration', 'enrol', 'enroll', 'sign up', 'admission', 'join'],
    action: { label: 'Ask about registration', subject: 'Registration' },
  },
  {
    id: 'guided-tours',
    question: 'Can we visit your labs for a guided tour?',
    answer: [
      'Yes. Guided tours are available by appointment. Call or e-mail us with a day and time that suits you and we will confirm your visit.',
    ],
    keywords: ['tour', 'visit', 'guided tour', 'appointment', 'see the lab', 'campus visit'],
  },
  {
    id: 'school-partnerships',
    question: 'How can our school partner with you?',
    answer: [
      'We offer several school partnership models: we can set up an AI, robotics or STEM lab on your campus, train your teachers to run it, and run after-school or holiday programmes for your students.',
      "Send us a partnership enquiry with your school's details and the labs that interest you, or call us, and we will suggest the model that fits your school.",
    ],
    keywords: ['school', 'partner', 'partnership', 'collaboration', 'lab setup', 'teacher training', 'principal'],
    action: { label: 'Send a partnership enquiry', page: 'partnership' },
  },
] as const satisfies readonly FaqEntry[];

/** The FAQ in each language: English with the page, Hindi and Gujarati in the contact page's own language chunks (`locale-hi.contact`; decision 055). */
export const faqIn = localeResource<readonly FaqEntry[]>(faqEntries, {
  hi: () => import(/* webpackChunkName: "locale-hi.contact" */ './locales/faq.hi').then((module) => module.faqEntries),
  gu: () => import(/* webpackChunkName: "locale-gu.contact" */ './locales/faq.gu').then((module) => module.faqEntries),
});
