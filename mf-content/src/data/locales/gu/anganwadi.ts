import * as english from '../../anganwadi';
import { textFor } from './text-for';

/** Copy of the Smart Anganwadi page in Gujarati (સ્માર્ટ આંગણવાડી, as the glossary names it). */
export const anganwadiIntro =
  'ભારતનાં લગભગ દરેક ગામમાં આંગણવાડી કેન્દ્રો જન્મથી છ વર્ષ સુધીનાં બાળકોની સંભાળ રાખે છે. સ્માર્ટ આંગણવાડીમાં શીખવાનો એક ખૂણો ઉમેરાય છે, જ્યાં સૌથી નાનાં બાળકો રમતાં રમતાં સંખ્યાઓ, અક્ષરો અને દુનિયા વિશેની જિજ્ઞાસા સુધી પહોંચે છે.';

export const anganwadiWhy =
  'બાળકના મગજનો મોટો ભાગ છ વર્ષની ઉંમર પહેલાં વિકસે છે. જે બાળકો ધોરણ 1માં ગણતાં, અક્ષરો ઓળખતાં અને પ્રશ્નો પૂછતાં શીખીને આવે છે, તેઓ આ સારી શરૂઆતનો લાભ વર્ષો સુધી જાળવી રાખે છે. કુટુંબની આર્થિક સ્થિતિ ગમે તે હોય, સ્માર્ટ આંગણવાડી ગામના દરેક બાળકને આ શરૂઆત આપે છે.';

/** By the English name. */
const cornerText: Readonly<Record<string, { readonly name: string; readonly text: string }>> = {
  'Play-based kits': {
    name: 'રમત આધારિત કિટ',
    text: 'ગણવાના મણકા, આકાર ગોઠવવાનાં રમકડાં, ચુંબકીય અક્ષરો અને સાદા બિલ્ડિંગ બ્લોક્સ, 3 થી 6 વર્ષનાં બાળકો માટે પસંદ કરેલાં.',
  },
  'A tablet that works offline': {
    name: 'ઇન્ટરનેટ વિના ચાલતું ટેબ્લેટ',
    text: 'હિન્દી, મૈથિલી અને ગુજરાતીમાં ચિત્રવાર્તાઓ, ગીતો અને સંખ્યાની શરૂઆતની રમતો, નાની સોલર પેનલથી ચાર્જ થતું.',
  },
  'Activity cards': {
    name: 'પ્રવૃત્તિ કાર્ડ',
    text: 'ચિત્રોવાળાં કાર્ડ, જે આંગણવાડી કાર્યકરને રોજ શું કરવું તે જણાવે છે; બાળકને કંઈ વાંચવાની જરૂર પડતી નથી.',
  },
  'Growth and progress charts': {
    name: 'વૃદ્ધિ અને પ્રગતિના ચાર્ટ',
    text: 'સાદા ચાર્ટ, જેનાથી કાર્યકર અને વાલીઓ જોઈ શકે છે કે દરેક બાળક કેવી રીતે મોટું થાય છે અને શીખે છે.',
  },
};

export const anganwadiCorner: typeof english.anganwadiCorner = english.anganwadiCorner.map((item) => ({
  ...item,
  ...textFor(cornerText, item.name),
}));

export const anganwadiSteps: readonly string[] = [
  'ઘટક કચેરી અને RoboMinds આંગણવાડી કાર્યકરની સંમતિથી સાથે મળીને કેન્દ્રો પસંદ કરે છે.',
  'અમે એક દિવસમાં ખૂણો ગોઠવી દઈએ છીએ અને કાર્યકરને ત્રણ દિવસની તાલીમ આપીએ છીએ.',
  'એક ક્ષેત્રીય સંયોજક દર મહિને મુલાકાત લઈને કિટની સામગ્રી ફરી ભરે છે અને પ્રશ્નોના જવાબ આપે છે.',
  'દરેક સત્રમાં વાલીઓને રમતની એક સવારે બોલાવવામાં આવે છે, જેથી તેઓ જોઈ શકે કે તેમનાં બાળકો શું કરી શકે છે.',
];

/** By the English value (the figure shown before the label). */
const factLabel: Readonly<Record<string, string>> = {
  '3-6': 'વર્ષનાં બાળકો માટે દરેક ખૂણો',
  '20': 'નવા ખૂણા, 2025ના એવોર્ડના અનુદાનમાંથી',
  '3': 'ભાષાઓમાં વાર્તાઓ અને રમતો',
};

export const anganwadiFacts: typeof english.anganwadiFacts = english.anganwadiFacts.map((fact) => ({
  ...fact,
  label: textFor(factLabel, fact.value),
}));
