import { BRAND_NAME, formatAddress } from 'shared/site';

/** A legal page section: a heading, paragraphs and an optional list. Plain text, no HTML. */
export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export const LEGAL_UPDATED = '2026-11-21';

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
