import { BRAND_NAME } from 'shared/site';
import * as english from '../../legal';
import { officeAddressGu } from './address';
import { textFor } from './text-for';

export type { LegalSection } from '../../legal';
export { LEGAL_UPDATED } from '../../legal';

type SectionText = Omit<english.LegalSection, 'id'>;

/** The terms of service in Gujarati, by section id: a faithful translation, since they are promises. */
const text: Readonly<Record<string, SectionText>> = {
  use: {
    heading: 'આ વેબસાઇટનો ઉપયોગ',
    paragraphs: [
      `આ વેબસાઇટ ${BRAND_NAME}, ${officeAddressGu} દ્વારા ચલાવવામાં આવે છે. તેનો ઉપયોગ કરીને તમે આ શરતો સ્વીકારો છો. દરેક મુલાકાતી એકસરખાં પાનાં જુએ છે; અહીં કોઈ એકાઉન્ટ નથી.`,
      'કૃપા કરીને વેબસાઇટ કે ચેટ સહાયકના કામમાં વિક્ષેપ પાડવાનો પ્રયાસ ન કરો, અને ગેરકાયદે કે અપમાનજનક સામગ્રી મોકલવા માટે તેમનો ઉપયોગ ન કરો.',
    ],
  },
  content: {
    heading: 'અમારી સામગ્રી',
    paragraphs: [
      'અન્યથા જણાવ્યું ન હોય ત્યાં સુધી, આ વેબસાઇટ પરનું લખાણ, ચિત્રો, વીડિયો અને કોર્સ સામગ્રી RoboMindsની માલિકીની છે. શિક્ષકો RoboMindsનો ઉલ્લેખ કરીને, બિન-વ્યાવસાયિક વર્ગખંડ ઉપયોગ માટે પાનાં છાપી અને વહેંચી શકે છે.',
    ],
  },
  programmes: {
    heading: 'કાર્યક્રમો, કોર્સ અને ચુકવણી',
    paragraphs: [
      'કાર્યક્રમો અને કોર્સ માટે નોંધણી ઓનલાઇન, ફોન દ્વારા અથવા અમારી ઓફિસમાં રૂબરૂ થાય છે. જગ્યા પાકી કરવા માટે પૂરી ચુકવણી જરૂરી છે. કિંમતો રૂપિયામાં દર્શાવેલી છે.',
    ],
  },
  cancellation: {
    heading: 'નોંધણી રદ કરવી અને રિફંડ',
    paragraphs: ['જો તમે નોંધણી રદ કરો, તો રિફંડ એ વાત પર આધાર રાખે છે કે શરૂઆતની તારીખના કેટલા દિવસ પહેલાં તમે અમને જણાવો છો:'],
    list: ['શરૂઆતના 14 કે તેથી વધુ દિવસ પહેલાં: પૂરું રિફંડ', 'શરૂઆતના 7 થી 13 દિવસ પહેલાં: 50 ટકા રિફંડ', 'શરૂઆતના 7 દિવસથી ઓછા સમય પહેલાં: કોઈ રિફંડ નહીં'],
  },
  chat: {
    heading: 'ચેટ સહાયક',
    paragraphs: [
      'ચેટ સહાયક ટૂંકા, સામાન્ય જવાબ આપે છે. તે ખોટો પણ હોઈ શકે: કોઈ પણ નિર્ણય લેતાં પહેલાં કિંમતો, તારીખો અને નીતિઓ તે જે પાનાંની લિંક આપે છે ત્યાં અથવા અમારી ટીમ પાસેથી ચકાસી લો.',
    ],
  },
  liability: {
    heading: 'ઉપલબ્ધતા અને જવાબદારી',
    paragraphs: [
      'અમે વેબસાઇટને સચોટ અને ઉપલબ્ધ રાખવાનો પ્રયત્ન કરીએ છીએ, પરંતુ તે હંમેશાં સચોટ અને ઉપલબ્ધ રહેશે એવું વચન આપી શકતા નથી. આ શરતોમાંનું કંઈ પણ ભારતીય ગ્રાહક કાયદા હેઠળના તમારા અધિકારોને મર્યાદિત કરતું નથી.',
    ],
  },
  law: {
    heading: 'કાયદો અને ફેરફારો',
    paragraphs: [
      'આ શરતો ભારતના કાયદાઓને આધીન છે; અમદાવાદ, ગુજરાતની અદાલતોને અધિકારક્ષેત્ર છે. અમે આ શરતોમાં ફેરફાર કરી શકીએ છીએ, અને ત્યારે આ પાનાની ઉપર આપેલી તારીખ બદલીશું.',
    ],
  },
};

export const termsSections: readonly english.LegalSection[] = english.termsSections.map((section) => ({
  ...section,
  ...textFor(text, section.id),
}));
