import { BRAND_NAME, CONTACT_EMAIL, formatAddress } from 'shared/site';

/** A legal page section: a heading, paragraphs and an optional list. Plain text, no HTML. */
export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export const LEGAL_UPDATED = '2026-11-21';

/**
 * What this website really does with data. Every statement here must stay true of the code: the
 * contact and newsletter forms send nothing; only chat questions leave the browser.
 */
export const privacySections: readonly LegalSection[] = [
  {
    id: 'summary',
    heading: 'In short',
    paragraphs: [
      `${BRAND_NAME} does not collect personal data through this website. The only thing you type that leaves your browser is a question you ask the chat assistant.`,
    ],
    list: [
      'The contact form and the newsletter boxes send nothing to any server.',
      'Chat questions go to our AI gateway to be answered.',
      'No cookies, no analytics, no advertising trackers.',
      'Your chat conversation and a draft of the contact form are kept in your browser’s sessionStorage only.',
    ],
  },
  {
    id: 'forms',
    heading: 'Contact form and newsletter boxes',
    paragraphs: [
      'The contact form checks what you typed and shows a confirmation, but it sends nothing to any server: we do not receive the message. To reach us, e-mail, phone or visit us using the details on the contact page.',
      `The newsletter boxes check that an e-mail address looks valid and then tell you how to join by e-mail (${CONTACT_EMAIL.display}). They do not send or store your address.`,
      'While you write, the contact form keeps a draft in your browser’s sessionStorage so a reload does not lose your text. It stays on your device and is deleted when you close the tab.',
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
      'This website sets no cookies and uses no analytics, advertising or tracking scripts. Its images and video come from our own servers and it uses the fonts already on your device, so no third party is contacted while you read.',
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
    heading: 'Questions',
    paragraphs: [`For any question about privacy, write to ${CONTACT_EMAIL.display} or to ${BRAND_NAME}, ${formatAddress()}.`],
  },
];

export const termsSections: readonly LegalSection[] = [
  {
    id: 'use',
    heading: 'Using this website',
    paragraphs: [
      `This website is run by ${BRAND_NAME}, ${formatAddress()}. By using it you agree to these terms. Everyone sees the same pages; there are no accounts.`,
      'Please do not try to disrupt the website or the chat assistant, or use them to send unlawful or abusive content.',
    ],
  },
  {
    id: 'content',
    heading: 'Our content',
    paragraphs: [
      'Text, illustrations, video and course material on this website belong to RoboMinds unless stated otherwise. Teachers may print and share pages for non-commercial classroom use with credit to RoboMinds.',
    ],
  },
  {
    id: 'programmes',
    heading: 'Programmes, courses and payment',
    paragraphs: [
      'Registration for programmes and courses is online, by phone or in person at our office. Full payment is required to secure a spot. Prices are shown in rupees.',
    ],
  },
  {
    id: 'cancellation',
    heading: 'Cancellation and refunds',
    paragraphs: ['If you cancel a registration, the refund depends on how long before the start date you tell us:'],
    list: [
      '14 or more days before the start: full refund',
      '7 to 13 days before the start: 50 percent refund',
      'Fewer than 7 days before the start: no refund',
    ],
  },
  {
    id: 'chat',
    heading: 'The chat assistant',
    paragraphs: [
      'The chat assistant gives short, general answers. It can be wrong: check prices, dates and policies on the pages it links to or with our team before you decide anything.',
    ],
  },
  {
    id: 'liability',
    heading: 'Availability and liability',
    paragraphs: [
      'We work to keep the website accurate and available but cannot promise it will always be either. Nothing in these terms limits rights you have under Indian consumer law.',
    ],
  },
  {
    id: 'law',
    heading: 'Law and changes',
    paragraphs: [
      'These terms are governed by the laws of India; the courts of Ahmedabad, Gujarat have jurisdiction. We may update these terms and will change the date at the top of this page when we do.',
    ],
  },
];
