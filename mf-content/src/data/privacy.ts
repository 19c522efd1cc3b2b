import { BRAND_NAME, CONTACT_EMAIL, formatAddress } from 'shared/site';
import type { LegalSection } from './legal';

/**
 * When this text last changed. The forms' short notice (mf-contact/contract/privacy-notice.ts,
 * NOTICE_VERSION, stored with each submission) carries the same date: change both together.
 */
export const PRIVACY_UPDATED = '2026-11-25';

/**
 * What this website really does with data, now that its forms reach the company (issue 24). Every
 * statement must stay true of the code: the contact server (mf-contact/server) stores each form it
 * receives, e-mails it to the office, deletes it after RETENTION_DAYS (365 by default), and records
 * the notice version and time with each submission.
 */
export const privacySections: readonly LegalSection[] = [
  {
    id: 'summary',
    heading: 'In short',
    paragraphs: [
      `${BRAND_NAME} collects personal data on this website only when you send it to us: through the contact form, a newsletter box, the waitlist form or a course registration, and when you ask the chat assistant a question.`,
    ],
    list: [
      'What you send through a form is stored in our own database and e-mailed to our office, so that we can answer you.',
      'We keep it for a year and then delete it automatically; a newsletter address until you unsubscribe (one never confirmed, for 7 days).',
      'We never sell it or share it with anyone else, and we use it for nothing but what the form says.',
      'No analytics, no advertising trackers, and no cookies unless we are testing a new version of part of the site (then one anonymous number; see Cookies below). About one page load in ten sends our own server an anonymous report of how fast the page was and whether any part of it failed, with nothing that identifies you.',
      'You can ask us at any time to show you, correct or erase what we hold about you.',
    ],
  },
  {
    id: 'forms',
    heading: 'Contact form, newsletter and waitlist',
    paragraphs: [
      'The contact form sends your name, e-mail address, phone number (if you give one), subject and message. We use them only to answer you.',
      'A newsletter box sends your e-mail address. We use it only to send the newsletter. Please sign up with an adult’s address: the newsletter is for parents, teachers and schools.',
      'The waitlist form sends your name, e-mail address, the student’s grade, and the course and plan you are interested in. We use them only to offer you a place on the learning platform.',
      'The course registration form sends the child’s name and grade, the name, phone number and e-mail address of the parent or guardian who fills it in, the course and the month you would like to start. We use them only to arrange the course: to call you to confirm the seat, to send the payment link and to e-mail you a confirmation.',
      'Each form shows a short notice of this beside it. When you send a form, we record the version of that notice and the time you sent it, as the record of your consent.',
      'What you send is stored in a database on our own servers and e-mailed to our office inbox, where only our staff read it. Our servers’ logs record that a form was sent, never what you wrote in it. Your internet address is used for a few minutes only, to stop automated abuse of the forms, and is not stored with what you sent.',
      'A child under the age of eighteen should ask a parent or guardian to send a form for them.',
      'While you write, the contact form keeps a draft in your browser’s sessionStorage so a reload does not lose your text. It stays on your device and is deleted when it is sent or when you close the tab.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it, and your rights',
    paragraphs: [
      'Enquiries, waitlist requests and course registrations, and our e-mailed answers to them, are deleted automatically a year after you send them. A newsletter address is kept until you unsubscribe with the link in our e-mails, which erases it; one that is not confirmed within 7 days is deleted then.',
      `You may ask us to show you what we hold about you, to correct it, or to erase it, and you may withdraw your consent at any time, as easily as you gave it: write to ${CONTACT_EMAIL.display}. We answer within a month.`,
    ],
  },
  {
    id: 'chat',
    heading: 'Chat assistant',
    paragraphs: [
      'When you send a question to the chat assistant, the question is sent to our AI gateway, which answers it. When the gateway is configured with a Google Gemini key, it forwards your question to Google’s Gemini service to write the answer, and Google’s terms for that service apply; otherwise it answers from this website’s own pages.',
      'The gateway does not store your questions. Its request logs record the time, the address called and the result, not your words.',
      'Do not type personal details such as phone numbers or health information into the chat.',
      'The conversation is kept in your browser’s sessionStorage so it survives moving between pages; it is deleted when you close the tab.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and analytics',
    paragraphs: [
      'This website uses no analytics, advertising or tracking scripts. Its images, video and fonts come from our own servers: a page uses the fonts already on your device or, for Hindi and Gujarati letters, our own copy of the Noto fonts, loaded from this website, so no third party is contacted while you read.',
      'This website sets no cookie while you read, except while we test a new version of part of the site: then one cookie, mf_bucket, holds a random number between 0 and 9999 so that your browser keeps seeing the same version; it contains no personal data, is not used for tracking or analytics, is never shared, and expires after 180 days.',
      'Members of our team previewing a version get a second cookie, mf_preview, that only names that version, and our staff get a sign-in cookie for the enquiries inbox.',
      'To find out quickly when part of the site breaks, about one page load in ten sends our own server a short anonymous report after the page has loaded: which part of the site and which version of it, whether any part failed to load or show, and how fast the page appeared and answered. It carries no address of the page you read, nothing you typed and no identifier of you or your browser; it is only added to running counts, never kept per visit, and never shared.',
      'Like any website, the servers that deliver these pages receive the technical information your browser sends with each request (such as your IP address and the page requested) in order to deliver it.',
    ],
  },
  {
    id: 'links',
    heading: 'Links to other websites',
    paragraphs: ['Our social media links lead to Facebook, Instagram and LinkedIn. Those sites have their own privacy policies.'],
  },
  {
    id: 'contact',
    heading: 'Questions and complaints',
    paragraphs: [`For any question or complaint about privacy, write to ${CONTACT_EMAIL.display} or to ${BRAND_NAME}, ${formatAddress()}.`],
  },
];
