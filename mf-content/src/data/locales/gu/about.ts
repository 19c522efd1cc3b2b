import * as english from '../../about';
import { textFor } from './text-for';

export const story: readonly string[] = [
  'RoboMindsની શરૂઆત 2020માં અમદાવાદમાં ઉછીના લીધેલા એક વર્ગખંડમાં થઈ હતી: છ રોબોટ કિટ અને એવા એન્જિનિયરોનું એક જૂથ, જેઓ માનતા હતા કે દરેક બાળકને વસ્તુઓ વિશે માત્ર વાંચવાની જ નહીં, જાતે બનાવવાની પણ તક મળવી જોઈએ.',
  'શાળાઓએ વધુ માગ્યું. આજે અમારી લેબ ગુજરાત, બિહાર અને રાજસ્થાનની સરકારી, ગ્રાન્ટેડ અને ખાનગી શાળાઓમાં, જવાહર નવોદય અને કેન્દ્રીય વિદ્યાલયોમાં, અને સૌથી નાનાં બાળકો માટે આંગણવાડી કેન્દ્રોમાં ચાલે છે.',
  'અમે વાસ્તવિક વર્ગખંડો માટે ડિઝાઇન કરીએ છીએ: ધૂળ અને વીજકાપ સહન કરી શકે તેવાં સાધનો, ઇન્ટરનેટ વિના ચાલતું સૉફ્ટવેર, વિદ્યાર્થીઓની પોતાની ભાષામાં પાઠ, અને લેબ જાતે ચલાવી શકે તેવા તાલીમ પામેલા શિક્ષકો.',
];

export const mission =
  'દરેક બાળકને, તેની શાળા કે કુટુંબની આવક ગમે તે હોય, વિજ્ઞાન, ટેક્નોલોજી, એન્જિનિયરિંગ અને ગણિતનો જાતે કરીને મેળવેલો અનુભવ આપવો, જેથી તે મોટું થઈને પોતાની આસપાસની સમસ્યાઓ ઉકેલી શકે.';

export const vision =
  'એવું ભારત, જ્યાં અરરિયાના બાળકને પણ રોબોટ બનાવવાની, AIને તાલીમ આપવાની કે ડ્રોન ઉડાડવાની એટલી જ તક મળે, જેટલી મોટા શહેરની શાળાના બાળકને મળે છે.';

/** By the English name. */
const valueText: Readonly<Record<string, { readonly name: string; readonly text: string }>> = {
  'Hands-on first': { name: 'પહેલાં જાતે કરીને', text: 'બાળકો બનાવીને, ચકાસીને અને સુરક્ષિત રીતે નિષ્ફળ જઈને શીખે છે.' },
  'Every child': {
    name: 'દરેક બાળક',
    text: 'છોકરીઓ, દિવ્યાંગ બાળકો અને ઓછી આવકવાળા પરિવારોનો વિચાર ડિઝાઇનમાં શરૂઆતથી જ થાય છે, પછીથી ઉમેરાતો નથી.',
  },
  'Teachers lead': {
    name: 'શિક્ષકો આગેવાની લે છે',
    text: 'અમે શિક્ષકોને લેબ જાતે ચલાવવાની તાલીમ આપીએ છીએ, જેથી અમારા ગયા પછી પણ શીખવાનું ચાલુ રહે.',
  },
  'Honest results': { name: 'પ્રામાણિક પરિણામો', text: 'વિદ્યાર્થીઓ માટે શું બદલાય છે તે અમે માપીએ છીએ અને સીધી સાદી રીતે જણાવીએ છીએ.' },
};

/** By the English name of the person quoted. */
const testimonialText: Readonly<Record<string, { readonly quote: string; readonly name: string; readonly role: string }>> = {
  'Sunita Devi': {
    quote: 'લેબના દિવસોએ બાળકો વહેલાં આવી જાય છે. એ દિવસોની હાજરી આખા અઠવાડિયામાં સૌથી સારી હોય છે.',
    name: 'સુનીતા દેવી',
    role: 'આચાર્યા, સરકારી ઉચ્ચ પ્રાથમિક શાળા, ફોર્બ્સગંજ',
  },
  'Hitesh Parmar': {
    quote: 'મારી દીકરીએ અમારી બાલ્કની માટે છોડને પાણી આપવાનું યાદ કરાવતું એલાર્મ બનાવ્યું. હવે તેને એન્જિનિયર બનવું છે, અને તે મને સર્કિટ સમજાવે છે.',
    name: 'હિતેશ પરમાર',
    role: 'વાલી, અમદાવાદ',
  },
  'Mohammed Arif': {
    quote: 'તાલીમથી મને લેબ એકલા હાથે ચલાવવાનો આત્મવિશ્વાસ મળ્યો. કંઈક બગડે ત્યારે માર્ગદર્શક એક ફોન કૉલ જેટલા જ દૂર હોય છે.',
    name: 'મોહમ્મદ આરિફ',
    role: 'વિજ્ઞાન શિક્ષક, કેન્દ્રીય વિદ્યાલય',
  },
};

/** By the English name of the partner. */
const partnerText: Readonly<Record<string, { readonly name: string; readonly what: string }>> = {
  'Araria District Education Office': { name: 'અરરિયા જિલ્લા શિક્ષણ કચેરી', what: '25 પ્રાથમિક શાળાઓમાં AI અને રોબોટિક્સ લેબ' },
  'Seemanchal Learning Trust': { name: 'સીમાંચલ લર્નિંગ ટ્રસ્ટ', what: 'સમાવેશી લેબ માટે 2,50,000 ડોલરનું અનુદાન' },
  'Jawahar Navodaya Vidyalayas': { name: 'જવાહર નવોદય વિદ્યાલયો', what: 'છ જિલ્લાઓમાં AI સ્માર્ટ લેબ' },
  'Kendriya Vidyalayas': { name: 'કેન્દ્રીય વિદ્યાલયો', what: 'પંદર શાળાઓમાં 3D પ્રિન્ટિંગ લેબ અને ડ્રોન લેબ' },
  'Integrated Child Development Services blocks': { name: 'સંકલિત બાળ વિકાસ સેવા (ICDS)ના ઘટકો', what: 'સ્માર્ટ આંગણવાડીના શીખવાના ખૂણા' },
  'District hospitals of Araria and Purnia': { name: 'અરરિયા અને પૂર્ણિયાની જિલ્લા હોસ્પિટલો', what: 'શાળાઓમાં આરોગ્ય શિબિરો' },
};

export const values: typeof english.values = english.values.map((value) => ({ ...value, ...textFor(valueText, value.name) }));

export const testimonials: typeof english.testimonials = english.testimonials.map((item) => ({
  ...item,
  ...textFor(testimonialText, item.name),
}));

export const partners: typeof english.partners = english.partners.map((partner) => ({ ...partner, ...textFor(partnerText, partner.name) }));
