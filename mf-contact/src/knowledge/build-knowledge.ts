import { OPENING_HOURS, formatAddress, type OpeningHoursRow } from 'shared/site';
import {
  KNOWLEDGE_TRANSLATIONS,
  KNOWLEDGE_VERSION,
  PARTNERSHIP_LABS,
  type KnowledgeEntry,
  type KnowledgeFile,
  type KnowledgeTopic,
} from 'shared/contracts';
import type { FaqEntry } from '../data/faq';
import { FAQ_ANCHOR } from '../lib/anchors';
import { pages } from '../exposed/pages';
import { contactFacts } from './contact-facts';
import { CONTACT_WORDS, type ContactWords } from './contact-words';

export const KNOWLEDGE_SOURCE = 'mf-contact';

const contactUrl = pages.contact.href();
const faqUrl = `${contactUrl}#${FAQ_ANCHOR}`;

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A row of the hours in the language of `w`; its id from the English row. */
function hoursEntry(row: OpeningHoursRow, english: OpeningHoursRow, w: ContactWords): KnowledgeEntry {
  const closed = row.hours.trim().toLowerCase() === w.closedWord.toLowerCase();
  const answer = closed ? w.closed(row.days) : w.open(row.days, row.hours);
  return {
    id: `hours-${slug(english.days)}`,
    topic: 'hours',
    title: w.hoursTitle(row.days),
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

/** The entries in the language of `w` (`locale`'s). */
function entriesIn(w: ContactWords, locale: 'en' | (typeof KNOWLEDGE_TRANSLATIONS)[number]): KnowledgeEntry[] {
  const address = formatAddress();
  return [
    ...w.hours.map((row, i) => hoursEntry(row, OPENING_HOURS[i] as OpeningHoursRow, w)),
    {
      id: 'contact-details',
      topic: 'contact',
      title: w.contactTitle,
      answer: w.contact(address),
      path: contactUrl,
      keywords: ['contact', 'phone', 'call', 'telephone', 'number', 'email', 'e-mail', 'mail', 'reach', 'talk to someone'],
    },
    {
      id: 'contact-address',
      topic: 'contact',
      title: w.addressTitle,
      answer: w.address(address),
      path: contactUrl,
      keywords: ['address', 'location', 'office', 'where', 'directions', 'map', 'visit', 'Ahmedabad', 'S.G. Highway', 'Iskcon'],
    },
    {
      id: 'contact-form',
      topic: 'contact',
      title: w.formTitle,
      answer: w.form,
      path: contactUrl,
      keywords: ['contact form', 'message', 'enquiry', 'inquiry', 'write to us', 'form'],
    },
    {
      id: 'partnership-enquiry',
      topic: 'page',
      title: w.partnershipTitle,
      answer: w.partnership(PARTNERSHIP_LABS.map((lab) => lab.name[locale]).join(', ')),
      path: pages.partnership.href(),
      keywords: ['partner', 'partnership', 'become a partner', 'school', 'NGO', 'trust', 'CSR', 'government', 'lab setup', 'enquiry'],
    },
    ...w.faq.map(faqEntryToKnowledge),
  ];
}

/**
 * What the chat assistant may say about contacting the company, built from the same data the page
 * shows, so the assistant can never quote hours or a phone number the page does not; in English and,
 * from the FAQ's translations and the page's catalogs, in Hindi and Gujarati (contact-words.ts).
 */
export function buildKnowledge(): KnowledgeFile {
  const paths = { contact: contactUrl, faq: faqUrl };
  return {
    version: KNOWLEDGE_VERSION,
    source: KNOWLEDGE_SOURCE,
    entries: entriesIn(CONTACT_WORDS.en, 'en'),
    facts: contactFacts(paths, CONTACT_WORDS.en),
    translations: KNOWLEDGE_TRANSLATIONS.map((locale) => ({
      locale,
      entries: entriesIn(CONTACT_WORDS[locale], locale),
      facts: contactFacts(paths, CONTACT_WORDS[locale]),
    })),
  };
}

/** What `shared/tooling/knowledge/emit-knowledge.ts` writes as dist/knowledge.json. */
export const knowledgeFile = buildKnowledge;
