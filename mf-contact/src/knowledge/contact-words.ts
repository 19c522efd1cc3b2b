import { BRAND_NAME, CONTACT_EMAIL, CONTACT_PHONE, OPENING_HOURS, type OpeningHoursRow } from 'shared/site';
import type { KnowledgeTranslationLocale } from 'shared/contracts';
import type { FaqEntry } from '../data/faq';
import { faqEntries } from '../data/faq';
import { faqEntries as faqHi } from '../data/locales/faq.hi';
import { faqEntries as faqGu } from '../data/locales/faq.gu';
import hiCatalog from '../contact-page/locales/hi.json';
import guCatalog from '../contact-page/locales/gu.json';

/**
 * mf-contact's knowledge in each language (issue 39, point 8): the FAQ from its data in that language,
 * the opening hours as the contact page prints them (its catalogs' `hours.*` words), and the few
 * sentences the knowledge wraps around them. The phone, e-mail and postal address are the page's own,
 * which it prints the same in every language.
 */
export interface ContactWords {
  readonly faq: readonly FaqEntry[];
  /** OPENING_HOURS, row by row, as the page in this language names the days and hours. */
  readonly hours: readonly OpeningHoursRow[];
  readonly closedWord: string;
  readonly hoursTitle: (days: string) => string;
  readonly closed: (days: string) => string;
  readonly open: (days: string, hours: string) => string;
  readonly contactTitle: string;
  readonly contactFact: string;
  readonly contact: (address: string) => string;
  readonly addressTitle: string;
  readonly address: (address: string) => string;
  readonly formTitle: string;
  readonly form: string;
  readonly paymentTitle: string;
  readonly partnershipTitle: string;
  /** The partnership enquiry page (issue 40, point 3), naming the labs it offers in this language. */
  readonly partnership: (labs: string) => string;
}

/** The catalog keys of each OPENING_HOURS row (the contact page's hours table). */
const HOUR_KEYS = [
  ['hours.weekdays', 'hours.weekdaysTime'],
  ['hours.saturday', 'hours.saturdayTime'],
  ['hours.sunday', 'hours.closed'],
] as const;

function hoursIn(catalog: Readonly<Record<string, string>>, language: string): OpeningHoursRow[] {
  if (HOUR_KEYS.length !== OPENING_HOURS.length) throw new Error('contact-words: the hours rows and their catalog keys differ');
  return HOUR_KEYS.map(([days, hours]) => {
    const row = { days: catalog[days], hours: catalog[hours] };
    if (!row.days || !row.hours) throw new Error(`contact-words: no ${language} words for ${days}`);
    return row as OpeningHoursRow;
  });
}

const phone = CONTACT_PHONE.display;
const email = CONTACT_EMAIL.display;

const en: ContactWords = {
  faq: faqEntries,
  hours: OPENING_HOURS,
  closedWord: 'closed',
  hoursTitle: (days) => `Opening hours: ${days}`,
  closed: (days) => `${BRAND_NAME} is closed on ${days}. You can still leave a message through the contact page or e-mail ${email}.`,
  open: (days, hours) =>
    `${BRAND_NAME} is open ${days}, ${hours} (India Standard Time). Call ${phone} or visit the office during these hours.`,
  contactTitle: `How to contact ${BRAND_NAME}`,
  contactFact: `Contact ${BRAND_NAME}`,
  contact: (address) => `Call ${phone} or e-mail ${email}. The office is at ${address}. The contact page lists the opening hours.`,
  addressTitle: 'Office address and directions',
  address: (address) =>
    `The office is at ${address}, on the 4th floor of Shivalik Shilp near the Iskcon Cross Road junction of S.G. Highway. The contact page has a map link; guided tours are by appointment.`,
  formTitle: 'Contact form',
  form: `The contact page has a form for name, e-mail, phone, subject and message. What you send reaches our office, which replies by e-mail or phone; you can also call ${phone} or e-mail ${email}.`,
  paymentTitle: 'Payment',
  partnershipTitle: 'Partnership enquiry for schools and institutions',
  partnership: (labs) =>
    `A school, trust or NGO, company (CSR) or government body that wants RoboMinds labs sends a partnership enquiry from the Become a Partner page: the institution, its city, number of students, the labs that interest it (${labs}) and a contact person. It is answered with a reference number, and the office calls to arrange a visit and a proposal.`,
};

const hi: ContactWords = {
  faq: faqHi,
  hours: hoursIn(hiCatalog, 'Hindi'),
  closedWord: 'बंद',
  hoursTitle: (days) => `कार्यालय समय: ${days}`,
  closed: (days) => `${days} को ${BRAND_NAME} का कार्यालय बंद रहता है। फिर भी आप संपर्क पेज से संदेश छोड़ सकते हैं या ${email} पर ई-मेल कर सकते हैं।`,
  open: (days, hours) =>
    `${BRAND_NAME} का कार्यालय ${days} ${hours} (भारतीय मानक समय) खुला रहता है। इस समय में ${phone} पर कॉल करें या कार्यालय आएँ।`,
  contactTitle: `${BRAND_NAME} से संपर्क कैसे करें`,
  contactFact: `${BRAND_NAME} से संपर्क`,
  contact: (address) => `${phone} पर कॉल करें या ${email} पर ई-मेल करें। कार्यालय का पता: ${address}। कार्यालय समय संपर्क पेज पर दिया गया है।`,
  addressTitle: 'कार्यालय का पता और रास्ता',
  address: (address) =>
    `कार्यालय का पता: ${address}। यह एस.जी. हाईवे पर इस्कॉन क्रॉस रोड के पास शिवालिक शिल्प की 4वीं मंज़िल पर है। संपर्क पेज पर नक्शे का लिंक है; गाइडेड टूर पहले से समय लेकर होते हैं।`,
  formTitle: 'संपर्क फ़ॉर्म',
  form: `संपर्क पेज पर नाम, ई-मेल, फ़ोन, विषय और संदेश के लिए एक फ़ॉर्म है। भेजा गया संदेश हमारे कार्यालय तक पहुँचता है, जो ई-मेल या फ़ोन से उत्तर देता है; आप ${phone} पर कॉल भी कर सकते हैं या ${email} पर ई-मेल कर सकते हैं।`,
  paymentTitle: 'भुगतान',
  partnershipTitle: 'स्कूलों और संस्थाओं के लिए साझेदारी की पूछताछ',
  partnership: (labs) =>
    `जो स्कूल, ट्रस्ट या एनजीओ, कंपनी (CSR) या सरकारी संस्था RoboMinds की लैब चाहती है, वह "साझेदार बनें" पेज से साझेदारी की पूछताछ भेजती है: संस्था, उसका शहर, विद्यार्थियों की संख्या, पसंद की लैब (${labs}) और संपर्क व्यक्ति। जवाब में एक संदर्भ नंबर मिलता है, और कार्यालय मुलाक़ात और प्रस्ताव तय करने के लिए फ़ोन करता है।`,
};

const gu: ContactWords = {
  faq: faqGu,
  hours: hoursIn(guCatalog, 'Gujarati'),
  closedWord: 'બંધ',
  hoursTitle: (days) => `ઓફિસનો સમય: ${days}`,
  closed: (days) => `${days}ના રોજ ${BRAND_NAME}ની ઓફિસ બંધ રહે છે. તેમ છતાં તમે સંપર્ક પાના પરથી સંદેશ મૂકી શકો છો અથવા ${email} પર ઈ-મેલ કરી શકો છો.`,
  open: (days, hours) =>
    `${BRAND_NAME}ની ઓફિસ ${days} ${hours} (ભારતીય માનક સમય) ખુલ્લી રહે છે. આ સમય દરમિયાન ${phone} પર ફોન કરો અથવા ઓફિસની મુલાકાત લો.`,
  contactTitle: `${BRAND_NAME}નો સંપર્ક કેવી રીતે કરવો`,
  contactFact: `${BRAND_NAME}નો સંપર્ક`,
  contact: (address) => `${phone} પર ફોન કરો અથવા ${email} પર ઈ-મેલ કરો. ઓફિસનું સરનામું: ${address}. ઓફિસનો સમય સંપર્ક પાના પર આપેલો છે.`,
  addressTitle: 'ઓફિસનું સરનામું અને રસ્તો',
  address: (address) =>
    `ઓફિસનું સરનામું: ${address}. તે એસ.જી. હાઇવે પર ઇસ્કોન ક્રોસ રોડ પાસે શિવાલિક શિલ્પના 4થા માળે છે. સંપર્ક પાના પર નકશાની લિંક છે; ગાઇડેડ ટૂર અગાઉથી સમય લઈને થાય છે.`,
  formTitle: 'સંપર્ક ફોર્મ',
  form: `સંપર્ક પાના પર નામ, ઈ-મેલ, ફોન, વિષય અને સંદેશ માટે એક ફોર્મ છે. મોકલેલો સંદેશ અમારી ઓફિસ સુધી પહોંચે છે, જે ઈ-મેલ કે ફોનથી જવાબ આપે છે; તમે ${phone} પર ફોન પણ કરી શકો છો અથવા ${email} પર ઈ-મેલ કરી શકો છો.`,
  paymentTitle: 'ચુકવણી',
  partnershipTitle: 'શાળાઓ અને સંસ્થાઓ માટે ભાગીદારીની પૂછપરછ',
  partnership: (labs) =>
    `જે શાળા, ટ્રસ્ટ કે NGO, કંપની (CSR) કે સરકારી સંસ્થાને RoboMindsની લેબ જોઈએ છે, તે "ભાગીદાર બનો" પાનેથી ભાગીદારીની પૂછપરછ મોકલે છે: સંસ્થા, તેનું શહેર, વિદ્યાર્થીઓની સંખ્યા, રસ ધરાવતી લેબ (${labs}) અને સંપર્ક વ્યક્તિ. જવાબમાં એક સંદર્ભ નંબર મળે છે, અને ઓફિસ મુલાકાત અને દરખાસ્ત ગોઠવવા ફોન કરે છે.`,
};

export const CONTACT_WORDS: Readonly<Record<'en' | KnowledgeTranslationLocale, ContactWords>> = { en, hi, gu };
