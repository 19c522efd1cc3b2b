import { BRAND_NAME, CONTACT_EMAIL, CONTACT_PHONE, OPENING_HOURS, formatAddress, type OpeningHoursRow } from 'shared/site';
import { KNOWLEDGE_VERSION, type KnowledgeEntry, type KnowledgeFile, type KnowledgeTopic } from 'shared/contracts';
import { faqEntries, type FaqEntry } from '../data/faq';
import { FAQ_ANCHOR } from '../lib/anchors';
import { pages } from '../exposed/pages';
import { contactFacts } from './contact-facts';

export const KNOWLEDGE_SOURCE = 'mf-contact';

const contactUrl = pages.contact.href();
const faqUrl = `${contactUrl}#${FAQ_ANCHOR}`;

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function hoursEntry(row: OpeningHoursRow): KnowledgeEntry {
  const closed = row.hours.trim().toLowerCase() === 'closed';
  const answer = closed
    ? `${BRAND_NAME} is closed on ${row.days}. You can still leave a message through the contact page or e-mail ${CONTACT_EMAIL.display}.`
    : `${BRAND_NAME} is open ${row.days}, ${row.hours} (India Standard Time). Call ${CONTACT_PHONE.display} or visit the office during these hours.`;
  return {
    id: `hours-${slug(row.days)}`,
    topic: 'hours',
    title: `Opening hours: ${row.days}`,
    answer,
    path: contactUrl,
    keywords: ['opening hours', 'timings', 'open', 'closed', 'when', row.days, ...row.days.split(/\s+to\s+|\s+/i)].filter(Boolean),
  };
}

function faqEntryToKnowledge(entry: FaqEntry): KnowledgeEntry {
  const topic: KnowledgeTopic = entry.id === 'cancellation-policy' ? 'policy' : 'faq';
  return {
    id: `faq-${entry.id}`,
    topic,
    title: entry.question,
    answer: entry.answer.join(' '),
    path: faqUrl,
    keywords: entry.keywords,
  };
}

/**
 * What the chat assistant may say about contacting the company, built from the same data the page
 * shows, so the assistant can never quote hours or a phone number the page does not.
 */
export function buildKnowledge(): KnowledgeFile {
  const address = formatAddress();
  const entries: KnowledgeEntry[] = [
    ...OPENING_HOURS.map(hoursEntry),
    {
      id: 'contact-details',
      topic: 'contact',
      title: `How to contact ${BRAND_NAME}`,
      answer: `Call ${CONTACT_PHONE.display} or e-mail ${CONTACT_EMAIL.display}. The office is at ${address}. The contact page lists the opening hours.`,
      path: contactUrl,
      keywords: ['contact', 'phone', 'call', 'telephone', 'number', 'email', 'e-mail', 'mail', 'reach', 'talk to someone'],
    },
    {
      id: 'contact-address',
      topic: 'contact',
      title: 'Office address and directions',
      answer: `The office is at ${address}, on the 4th floor of Shivalik Shilp near the Iskcon Cross Road junction of S.G. Highway. The contact page has a map link; guided tours are by appointment.`,
      path: contactUrl,
      keywords: ['address', 'location', 'office', 'where', 'directions', 'map', 'visit', 'Ahmedabad', 'S.G. Highway', 'Iskcon'],
    },
    {
      id: 'contact-form',
      topic: 'contact',
      title: 'Contact form',
      answer: `The contact page has a form for name, e-mail, phone, subject and message. The form does not send messages online yet, so for a reply please call ${CONTACT_PHONE.display} or e-mail ${CONTACT_EMAIL.display}.`,
      path: contactUrl,
      keywords: ['contact form', 'message', 'enquiry', 'inquiry', 'write to us', 'form'],
    },
    ...faqEntries.map(faqEntryToKnowledge),
  ];
  return { version: KNOWLEDGE_VERSION, source: KNOWLEDGE_SOURCE, entries, facts: contactFacts({ contact: contactUrl, faq: faqUrl }) };
}

/** What `shared/tooling/knowledge/emit-knowledge.ts` writes as dist/knowledge.json. */
export const knowledgeFile = buildKnowledge;
