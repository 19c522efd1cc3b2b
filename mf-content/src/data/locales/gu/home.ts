import * as english from '../../home';
import { FOUNDED_YEAR } from '../../impact';
import { countWordGu } from './count-word';
import { textFor } from './text-for';

export type { HomeCard } from '../../home';

interface CardText {
  readonly title: string;
  readonly text: string;
  readonly imageAlt: string;
  readonly link: string;
}

/** By the English title. */
const cardText: Readonly<Record<string, CardText>> = {
  'Araria School Labs': {
    title: 'અરરિયાની શાળા લેબ',
    text: 'અરરિયા જિલ્લા શિક્ષણ કચેરી સાથે: 25 સરકારી પ્રાથમિક શાળાઓમાં AI અને રોબોટિક્સ લેબ, જે 10,000 વિદ્યાર્થીઓ સુધી પહોંચે છે.',
    imageAlt: 'હાથ મિલાવતા બે હાથની બાજુમાં શાળાનું મકાન',
    link: 'અરરિયાની લેબ જુઓ',
  },
  'Smart Anganwadi': {
    title: 'સ્માર્ટ આંગણવાડી',
    text: 'આંગણવાડી કાર્યકરો અને ICDS ઘટક કચેરીઓ સાથે: રમતાં રમતાં શીખવાના ખૂણા, જે 3 થી 6 વર્ષનાં બાળકોને શાળા માટે તૈયાર કરે છે.',
    imageAlt: 'અક્ષરોના બ્લોક્સ અને ટેબ્લેટ સાથે રમતાં બે નાનાં બાળકો',
    link: 'સ્માર્ટ આંગણવાડી વિશે',
  },
  'Navodaya and Kendriya Vidyalayas': {
    title: 'નવોદય અને કેન્દ્રીય વિદ્યાલયો',
    text: 'છ જવાહર નવોદય વિદ્યાલયોમાં AI સ્માર્ટ લેબ અને પંદર કેન્દ્રીય વિદ્યાલયોમાં 3D પ્રિન્ટિંગ લેબ અને ડ્રોન લેબ.',
    imageAlt: 'STEM લખેલા બોર્ડ સામે પાટલી પર બેઠેલા વિદ્યાર્થીઓ',
    link: 'JNV અને KVની લેબ જુઓ',
  },
  'Vocational Lab': {
    title: 'વ્યાવસાયિક તાલીમ લેબ',
    text: 'કોઈ વ્યવસાય શીખવા માગતા ધોરણ 9 થી 12ના વિદ્યાર્થીઓ માટે ઇલેક્ટ્રોનિક્સ રિપેરિંગ, 3D પ્રિન્ટિંગ અને પાયાના વાયરિંગની પ્રત્યક્ષ તાલીમ.',
    imageAlt: 'એક ભાગ પ્રિન્ટ કરતું 3D પ્રિન્ટર',
    link: '3D પ્રિન્ટિંગ લેબ વિશે',
  },
  'Medical Camp': {
    title: 'આરોગ્ય શિબિર',
    text: 'જિલ્લા હોસ્પિટલના ડૉક્ટરો દ્વારા મફત તપાસ: આંખ, દાંત, વૃદ્ધિ અને પોષણ, અમારી લેબવાળી શાળાઓના દરેક બાળક માટે.',
    imageAlt: 'તબીબી તંબુ અને પ્રાથમિક સારવારનું ચિહ્ન',
    link: 'છેલ્લી શિબિર વિશે વાંચો',
  },
  'Skills Development': {
    title: 'કૌશલ્ય વિકાસ',
    text: 'પ્રોજેક્ટ, સ્પર્ધાઓ અને અમારા ઓનલાઇન કોર્સ દ્વારા કોડિંગ, ડિઝાઇન થિંકિંગ, ટીમવર્ક અને રજૂઆતનું કૌશલ્ય.',
    imageAlt: 'સર્કિટ બોર્ડની બાજુમાં વર્ગખંડનો રોબોટ',
    link: 'ઓનલાઇન કોર્સ જુઓ',
  },
  'Career Counselling': {
    title: 'કારકિર્દી માર્ગદર્શન',
    text: 'શિબિરો, જ્યાં ધોરણ 10 અને 12ના વિદ્યાર્થીઓ જુદા જુદા વ્યવસાયના લોકોને મળે છે અને પોતાની અંગત યોજના તથા શિષ્યવૃત્તિઓની યાદી લઈને જાય છે.',
    imageAlt: 'એન્જિનિયરિંગ, મેડિસિન અને ડિઝાઇન તરફ દિશા બતાવતું પાટિયું',
    link: 'કારકિર્દી શિબિર વિશે વાંચો',
  },
};

/** By the English `who`. */
const pathText: Readonly<Record<string, { readonly who: string; readonly text: string; readonly link: string }>> = {
  Schools: {
    who: 'શાળાઓ',
    text: 'સાધનો, અભ્યાસક્રમ અને તાલીમ પામેલા માર્ગદર્શક સાથે તમારી શાળામાં લેબ શરૂ કરો.',
    link: 'લેબ વિશે અમારી સાથે વાત કરો',
  },
  'Parents and students': {
    who: 'વાલીઓ અને વિદ્યાર્થીઓ',
    text: '₹99થી શરૂ થતો ઓનલાઇન કોર્સ ઘરે બેઠાં, તમારી પોતાની ગતિએ શરૂ કરો.',
    link: 'કોર્સ જુઓ',
  },
  'Curious minds': {
    who: 'જિજ્ઞાસુઓ',
    text: 'હમણાં જ, તમારા બ્રાઉઝરમાં, રોબોટને પ્રોગ્રામ કરીને ભુલભુલામણી પાર કરાવો.',
    link: 'રોબોટ મેઝ રમો',
  },
};

const withText = (cards: readonly english.HomeCard[]): readonly english.HomeCard[] =>
  cards.map((card) => {
    const text = textFor(cardText, card.title);
    return { ...card, ...text, link: { ...card.link, label: text.link } };
  });

/** Our Collaborations, in Gujarati; links and images from the English module. */
export const collaborations: readonly english.HomeCard[] = withText(english.collaborations);

/** Specialized Trainings, in Gujarati. */
export const trainings: readonly english.HomeCard[] = withText(english.trainings);

export const getStartedPaths: typeof english.getStartedPaths = english.getStartedPaths.map((path) => {
  const text = textFor(pathText, path.who);
  return { ...path, ...text, link: { ...path.link, label: text.link } };
});

export const heroEyebrow = `${FOUNDED_YEAR}થી STEM, રોબોટિક્સ અને AI લેબ`;

export const collaborationsIntro = `${countWordGu(collaborations.length)} ભાગીદારી પહેલ, જે જાતે કરીને શીખવાની તક ત્યાં પહોંચાડે છે જ્યાં તેની સૌથી વધુ જરૂર છે.`;
export const getStartedIntro = `${getStartedPaths.length === 1 ? 'જોડાવાનો એક રસ્તો' : `જોડાવાના ${countWordGu(getStartedPaths.length)} રસ્તા`}. તમને અનુકૂળ હોય તે પસંદ કરો.`;
