import { withoutNukta } from './normalise';

/**
 * A question in Hindi or Gujarati, read by the English answerer: the words a visitor uses for what the
 * site's facts answer, each with the English word the intents and the search know. Gujarati and Hindi
 * join postpositions to a word ("કોર્સની", "कोर्सों"), so a term counts where its letters stand inside the
 * question. The question is read against the English knowledge through these words, and answered from
 * the same facts as the remotes publish them in its language (offline-answer.ts).
 */
const TERMS: readonly (readonly [readonly string[], string])[] = [
  [['फीस', 'फ़ीस', 'शुल्क', 'कीमत', 'क़ीमत', 'दाम', 'मूल्य', 'लागत', 'खर्च', 'ख़र्च', 'ફી', 'કિંમત', 'ખર્ચ', 'ભાવ'], 'price'],
  [['कोर्स', 'पाठ्यक्रम', 'કોર્સ', 'અભ્યાસક્રમ'], 'course'],
  [['कक्षा', 'क्लास', 'ધોરણ', 'વર્ગ'], 'class'],
  [['दिन', 'દિવસ'], 'days'],
  [['सप्ताह', 'हफ़्ते', 'हफ्ते', 'અઠવાડિયા', 'અઠવાડિયાં'], 'weeks'],
  [['उम्र', 'आयु', 'ઉંમર'], 'age'],
  [['समय', 'खुल', 'સમય', 'ખુલ્લ', 'ખુલે'], 'hours'],
  [['बंद', 'બંધ'], 'closed'],
  [['सोमवार', 'સોમવાર'], 'monday'],
  [['मंगलवार', 'મંગળવાર'], 'tuesday'],
  [['बुधवार', 'બુધવાર'], 'wednesday'],
  [['गुरुवार', 'ગુરુવાર'], 'thursday'],
  [['शुक्रवार', 'શુક્રવાર'], 'friday'],
  [['शनिवार', 'શનિવાર'], 'saturday'],
  [['रविवार', 'રવિવાર'], 'sunday'],
  [['फ़ोन', 'फोन', 'ફોન'], 'phone'],
  [['ईमेल', 'ई-मेल', 'ઈમેલ', 'ઇમેલ', 'ઈ-મેલ', 'ઇ-મેલ'], 'email'],
  [['पता', 'सरनामा', 'સરનામું', 'ઓફિસ ક્યાં'], 'address'],
  [['कार्यालय', 'ऑफिस', 'ऑफ़िस', 'आफिस', 'दफ्तर', 'दफ़्तर', 'ઓફિસ', 'ઑફિસ', 'કાર્યાલય'], 'office'],
  [['कहाँ', 'कहां', 'किधर', 'ક્યાં'], 'where'],
  [['स्थित', 'આવેલ'], 'located'],
  [['संपर्क', 'સંપર્ક'], 'contact'],
  [['रिफ़ंड', 'रिफंड', 'पैसे वापस', 'રિફંડ', 'પૈસા પાછા'], 'refund'],
  [['रद्द', 'રદ'], 'cancel'],
  [['पंजीकरण', 'नामांकन', 'दाखिला', 'દાખલ', 'નોંધણી', 'પ્રવેશ'], 'register'],
  [['भुगतान', 'ચુકવણી'], 'payment'],
  [['लैब', 'प्रयोगशाला', 'લેબ'], 'lab'],
  [['मुलाकात', 'मुलाक़ात', 'देखने आ', 'देख सक', 'મુલાકાત', 'જોવા આવ', 'જોઈ શક'], 'visit'],
  [['साझेदारी', 'ભાગીદારી'], 'partnership'],
  [['ट्रायल', 'ડેમો', 'डेमो', 'ટ્રાયલ'], 'trial'],
  [['छूट', 'ડિસ્કાઉન્ટ', 'डिस्काउंट', 'છૂટ'], 'discount'],
  [['हॉस्टल', 'होस्टल', 'छात्रावास', 'હોસ્ટેલ', 'છાત્રાલય'], 'hostel'],
  [['समर कैंप', 'ग्रीष्म शिविर', 'સમર કેમ્પ', 'ઉનાળુ શિબિર'], 'summer'],
  [['नौकरी', 'भर्ती', 'નોકરી', 'ભરતી'], 'jobs'],
  [['रेटिंग', 'समीक्षा', 'રેટિંગ', 'સમીક્ષા', 'રિવ્યૂ', 'रिव्यू'], 'reviews'],
  [['अनुदान', 'ग्रांट', 'અનુદાન', 'ગ્રાન્ટ'], 'grants'],
  [['संतुष्टि', 'સંતોષ'], 'satisfaction'],
  [['विद्यार्थ', 'छात्र', 'વિદ્યાર્થી'], 'students'],
  [['माता-पिता', 'अभिभावक', 'માતા-પિતા', 'માતાપિતા', 'વાલી'], 'parents'],
  [['लड़कियों', 'लड़कियाँ', 'लड़कियां', 'लड़की', 'છોકરીઓ', 'દીકરીઓ'], 'girls'],
  [['दिव्यांग', 'विकलांग', 'દિવ્યાંગ', 'વિકલાંગ'], 'disabilities'],
  [['कम आय', 'गरीब', 'ઓછી આવક', 'ગરીબ'], 'low income'],
  [['शिक्षक', 'अध्यापक', 'टीचर', 'શિક્ષક', 'ટીચર'], 'teachers'],
  [['प्रशिक्षण', 'ट्रेनिंग', 'તાલીમ', 'ટ્રેનિંગ'], 'training'],
  [['पूरी फीस', 'पूरा भुगतान', 'पूरी राशि', 'पूरे पैसे', 'પૂરી ફી', 'પૂરેપૂરી ફી', 'પૂરી ચુકવણી', 'પૂરા પૈસા'], 'full payment upfront'],
  [['लगा', 'स्थापित', 'ઊભી', 'સ્થાપ'], 'set up'],
  [['डेटा', 'डाटा', 'ડેટા'], 'data'],
  [['कुकीज़', 'कुकी', 'કૂકી', 'કુકી'], 'cookies'],
  [['गोपनीयता', 'ગોપનીયતા'], 'privacy'],
  [['बिहार', 'બિહાર'], 'Bihar'],
  [['समाचार', 'ख़बर', 'खबर', 'સમાચાર'], 'news'],
  [['स्कूल', 'विद्यालय', 'શાળા', 'સ્કૂલ'], 'schools'],
  [['कितने', 'कितनी', 'કેટલા', 'કેટલી', 'કેટલો'], 'many'],
  [['स्थापना', 'સ્થાપના'], 'founded'],
  [['आंगनवाड़ी', 'આંગણવાડી'], 'anganwadi'],
  [['प्लेटफ़ॉर्म', 'प्लेटफॉर्म', 'પ્લેટફોર્મ'], 'platform'],
  [['रोबोटिक्स', 'રોબોટિક્સ'], 'robotics'],
  [['ड्रोन', 'ડ્રોન'], 'drone'],
  [['एआई', 'એઆઈ'], 'AI'],
  [['प्रिंटिंग', 'પ્રિન્ટિંગ'], 'printing'],
  [['विज्ञान', 'વિજ્ઞાન'], 'science'],
  [['गणित', 'ગણિત'], 'maths'],
  [['भौतिकी', 'ભૌતિકશાસ્ત્ર', 'ભૌતિક'], 'physics'],
  [['साल', 'वर्ष', 'વર્ષ'], 'years old'],
  [['नमस्ते', 'नमस्कार', 'નમસ્તે', 'નમસ્કાર'], 'namaste'],
];

/**
 * The names of the courses and products, as visitors write them in Devanagari or Gujarati letters, each
 * with the name the English knowledge uses (the site keeps these names in Latin letters: glossaries).
 * Nukta is ignored on both sides (ब्लॉकज़ी and ब्लॉकजी are one spelling; see `withoutNukta`), so only
 * the vowel and spacing variants people type are listed. Read before the terms, longest first.
 */
const NAMES: readonly (readonly [readonly string[], string])[] = [
  [
    [
      'ब्लॉकज़ी',
      'ब्लॉकजी',
      'ब्लोकजी',
      'ब्लाकजी',
      'ब्लॉक्ज़ी',
      'ब्लॉक्जी',
      'ब्लोक्जी',
      'ब्लॉकज़ि',
      'બ્લોકઝી',
      'બ્લૉકઝી',
      'બ્લોકજી',
      'બ્લૉકજી',
      'બ્લોક્ઝી',
      'બ્લોકઝિ',
    ],
    'Blockzie',
  ],
  [['आईओटी', 'आइओटी', 'आई ओ टी', 'आई.ओ.टी.', 'આઈઓટી', 'આઇઓટી', 'આઈ ઓ ટી', 'આઇ ઓ ટી', 'આઈ.ઓ.ટી.'], 'IoT'],
  [['इंटरनेट ऑफ़ थिंग्स', 'इन्टरनेट ऑफ़ थिंग्स', 'इंटरनेट ऑफ थिंग्ज़', 'ઇન્ટરનેટ ઓફ થિંગ્સ', 'ઈન્ટરનેટ ઓફ થિંગ્સ', 'ઇન્ટરનેટ ઑફ થિંગ્સ'], 'Internet of Things'],
  [['एआर लिंक', 'ए आर लिंक', 'एआर-लिंक', 'ए.आर. लिंक', 'एआर लींक', 'એઆર લિંક', 'એ આર લિંક', 'એઆર-લિંક', 'એ.આર. લિંક', 'એઆર લીંક'], 'AR Link'],
  [['ऑगमेंटेड रियलिटी', 'ऑग्मेंटेड रियलिटी', 'ઑગમેન્ટેડ રિયાલિટી', 'ઓગમેન્ટેડ રિયાલિટી', 'ઑગમેન્ટેડ રિયલિટી'], 'augmented reality'],
  [['रोबोमाइंड्स', 'रोबो माइंड्स', 'रोबोमाइंड', 'રોબોમાઇન્ડ્સ', 'રોબોમાઈન્ડ્સ', 'રોબો માઇન્ડ્સ', 'રોબોમાઇન્ડ'], 'RoboMinds'],
  [['स्मार्ट आंगनवाड़ी', 'સ્માર્ટ આંગણવાડી'], 'Smart Anganwadi'],
  [['बेसिक', 'બેઝિક', 'બેસિક'], 'basic'],
  [['प्रीमियम', 'પ્રીમિયમ'], 'premium'],
  [['कम्प्लीट', 'कंप्लीट', 'કમ્પ્લીટ', 'કંપ્લીટ'], 'complete'],
];

/** Names, then terms, longest spelling first, so "एआर लिंक" is read before a shorter term inside it. */
const READINGS = [...NAMES, ...TERMS]
  .flatMap(([spellings, english], group) =>
    spellings.map((spelling) => ({ spelling: withoutNukta(spelling), english, names: group < NAMES.length })),
  )
  .sort((a, b) => Number(b.names) - Number(a.names) || b.spelling.length - a.spelling.length);

const INDIC = /[\p{Script=Devanagari}\p{Script=Gujarati}]/u;
const INDIC_RUNS = /[\p{Script=Devanagari}\p{Script=Gujarati}]+/gu;

/**
 * A Hindi or Gujarati question as the English answerer reads it: each known term replaced in place by
 * its English word (so "ધોરણ 7" reads "class 7"), the other Indic letters dropped, Latin names and
 * digits kept ("IoT", "Blockzie"). Null for a question with no Devanagari or Gujarati letter.
 */
export function readAsEnglish(question: string): string | null {
  if (!INDIC.test(question)) return null;
  let text = withoutNukta(question);
  for (const { spelling, english } of READINGS) text = text.split(spelling).join(` ${english} `);
  return text.replace(INDIC_RUNS, ' ').replace(/\s+/g, ' ').trim();
}
