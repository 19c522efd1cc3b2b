/**
 * The partnership enquiry (issue 40, point 3; decision 062): the kinds of institution it offers and
 * the labs a school may ask about, for mf-contact's page, its form and the contact server. Its
 * address is shared/site's `sitePaths.partnerships` (the Become a Partner button on /about links there). The labs are the eight of /services (shared/site's LABS, mf-content's lab data): a change to
 * those is a change here too, with a new PARTNERSHIP_CONTRACT_VERSION; mf-contact's
 * contract/partnership-rules.test.ts fails while they differ.
 */
import type { Locale } from './locale';

export const PARTNERSHIP_CONTRACT_VERSION = '2026-11-26';

/** The kinds of institution that partner with RoboMinds, as the form offers them. */
export const INSTITUTION_KINDS = ['school', 'trust-ngo', 'company-csr', 'government'] as const;
export type InstitutionKind = (typeof INSTITUTION_KINDS)[number];

/** The eight labs of /services by their anchor there, with their names as the glossaries fix them. */
export const PARTNERSHIP_LABS = [
  { id: 'ai-smart-lab', name: { en: 'AI Smart Lab', hi: 'एआई स्मार्ट लैब', gu: 'AI સ્માર્ટ લેબ' } },
  { id: 'robotics-lab', name: { en: 'Robotics Lab', hi: 'रोबोटिक्स लैब', gu: 'રોબોટિક્સ લેબ' } },
  { id: '3d-printer', name: { en: '3D Printing Lab', hi: '3D प्रिंटिंग लैब', gu: '3D પ્રિન્ટિંગ લેબ' } },
  { id: 'drone-lab', name: { en: 'Drone Lab', hi: 'ड्रोन लैब', gu: 'ડ્રોન લેબ' } },
  { id: 'science-circle', name: { en: 'Science Circle', hi: 'विज्ञान मंडल', gu: 'વિજ્ઞાન મંડળ' } },
  { id: 'maths-circle', name: { en: 'Maths Circle', hi: 'गणित मंडल', gu: 'ગણિત મંડળ' } },
  { id: 'physics-lab', name: { en: 'Physics Lab', hi: 'भौतिकी लैब', gu: 'ભૌતિકશાસ્ત્ર લેબ' } },
  { id: 'interactive-panel', name: { en: 'Interactive Panel', hi: 'इंटरैक्टिव पैनल', gu: 'ઇન્ટરેક્ટિવ પેનલ' } },
] as const satisfies readonly { readonly id: string; readonly name: Readonly<Record<Locale, string>> }[];
export type PartnershipLabId = (typeof PARTNERSHIP_LABS)[number]['id'];
export const PARTNERSHIP_LAB_IDS = PARTNERSHIP_LABS.map((lab) => lab.id) as readonly PartnershipLabId[];

/** A lab's name in a language, or undefined for an id that is no lab. */
export const partnershipLabName = (id: string, locale: Locale = 'en'): string | undefined =>
  PARTNERSHIP_LABS.find((lab) => lab.id === id)?.name[locale];
