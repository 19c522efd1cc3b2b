import * as english from '../../home';
import type { HomeCard } from '../../home';
import { FOUNDED_YEAR } from '../../impact';
import { formatCount } from '../../../lib/format';
import { translate } from './translate';

export type { HomeCard } from '../../home';

type CardText = Pick<HomeCard, 'title' | 'text' | 'imageAlt'> & { readonly label: string };

/** Hindi text over English cards, found by the English title; images and link targets stay. */
function cards(items: readonly HomeCard[], text: Readonly<Record<string, CardText>>): readonly HomeCard[] {
  return translate(items, (card) => card.title, text).map(({ label, ...card }) => ({ ...card, link: { ...card.link, label } }));
}

/** Our Collaborations: three partner initiatives. */
export const collaborations: readonly HomeCard[] = cards(english.collaborations, {
  'Araria School Labs': {
    title: 'अररिया स्कूल लैब',
    text: 'अररिया ज़िला शिक्षा कार्यालय के साथ: 25 सरकारी प्रारंभिक स्कूलों में एआई और रोबोटिक्स लैब, जिनसे 10,000 विद्यार्थी जुड़े हैं।',
    imageAlt: 'हाथ मिलाने के चिह्न के पास एक स्कूल भवन',
    label: 'अररिया की लैब देखें',
  },
  'Smart Anganwadi': {
    title: 'स्मार्ट आंगनवाड़ी',
    text: 'आंगनवाड़ी कार्यकर्ताओं और ब्लॉक कार्यालयों के साथ: खेल-खेल में सीखने के कोने, जो 3 से 6 साल के बच्चों को स्कूल के लिए तैयार करते हैं।',
    imageAlt: 'अक्षरों वाले ब्लॉक और एक टैबलेट से खेलते दो छोटे बच्चे',
    label: 'स्मार्ट आंगनवाड़ी के बारे में',
  },
  'Navodaya and Kendriya Vidyalayas': {
    title: 'नवोदय और केंद्रीय विद्यालय',
    text: 'छह जवाहर नवोदय विद्यालयों में एआई स्मार्ट लैब, और पंद्रह केंद्रीय विद्यालयों में 3D प्रिंटिंग लैब और ड्रोन लैब।',
    imageAlt: 'STEM लिखे बोर्ड की ओर मुँह करके डेस्क पर बैठे विद्यार्थी',
    label: 'JNV और KV की लैब देखें',
  },
});

/** Specialized Trainings: the four cards of the spec. */
export const trainings: readonly HomeCard[] = cards(english.trainings, {
  'Vocational Lab': {
    title: 'व्यावसायिक लैब',
    text: 'कक्षा 9 से 12 के जो विद्यार्थी कोई हुनर सीखना चाहते हैं, उनके लिए इलेक्ट्रॉनिक्स की मरम्मत, 3D प्रिंटिंग और बुनियादी वायरिंग का व्यावहारिक प्रशिक्षण।',
    imageAlt: 'एक पुर्ज़ा प्रिंट करता हुआ 3D प्रिंटर',
    label: '3D प्रिंटिंग लैब के बारे में',
  },
  'Medical Camp': {
    title: 'चिकित्सा शिविर',
    text: 'ज़िला अस्पताल के डॉक्टरों से निःशुल्क स्वास्थ्य जाँच: आँखें, दाँत, शारीरिक विकास और पोषण, हमारे लैब स्कूलों के हर बच्चे के लिए।',
    imageAlt: 'एक चिकित्सा तंबू और प्राथमिक उपचार का चिह्न',
    label: 'पिछले शिविर के बारे में पढ़ें',
  },
  'Skills Development': {
    title: 'कौशल विकास',
    text: 'प्रोजेक्ट, प्रतियोगिताओं और हमारे ऑनलाइन कोर्सों के ज़रिए कोडिंग, डिज़ाइन थिंकिंग, टीमवर्क और अपनी बात प्रस्तुत करने का कौशल।',
    imageAlt: 'सर्किट बोर्ड के पास रखा कक्षा का एक रोबोट',
    label: 'ऑनलाइन कोर्स देखें',
  },
  'Career Counselling': {
    title: 'करियर परामर्श',
    text: 'ऐसे शिविर जहाँ कक्षा 10 और 12 के विद्यार्थी अलग-अलग पेशों के लोगों से मिलते हैं और अपनी निजी योजना व छात्रवृत्तियों की सूची लेकर लौटते हैं।',
    imageAlt: 'इंजीनियरिंग, मेडिसिन और डिज़ाइन की ओर इशारा करता एक दिशा-सूचक',
    label: 'करियर शिविर के बारे में पढ़ें',
  },
});

type PathText = { readonly who: string; readonly text: string; readonly label: string };

/** The #get-started section: three ways in, for the three kinds of visitor. */
export const getStartedPaths: typeof english.getStartedPaths = translate(english.getStartedPaths, (path) => path.who, {
  Schools: {
    who: 'स्कूल',
    text: 'उपकरण, पाठ्यक्रम और प्रशिक्षित मेंटर के साथ अपने परिसर में लैब शुरू करें।',
    label: 'लैब के बारे में हमसे बात करें',
  },
  'Parents and students': {
    who: 'अभिभावक और विद्यार्थी',
    text: '₹99 से शुरू होने वाला ऑनलाइन कोर्स घर बैठे, अपनी गति से करें।',
    label: 'कोर्स देखें',
  },
  'Curious minds': {
    who: 'जिज्ञासु मन',
    text: 'अभी, अपने ब्राउज़र में ही, एक रोबोट को प्रोग्राम करके भूलभुलैया पार कराएँ।',
    label: 'रोबोट भूलभुलैया खेलें',
  },
} satisfies Record<string, PathText>).map(({ label, ...path }) => ({ ...path, link: { ...path.link, label } }));

/** The line above the home page's heading. */
export const heroEyebrow = `${FOUNDED_YEAR} से STEM, रोबोटिक्स और एआई लैब`;

const WORDS = ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस', 'ग्यारह', 'बारह'];

/** A count as Hindi prose writes it: "तीन" (words up to twelve, figures after), as the English countWord does. */
function countWord(value: number): string {
  return (Number.isInteger(value) && value >= 0 ? WORDS[value] : undefined) ?? formatCount(value);
}

/** The introductions of the home page's sections, counting what their lists hold. */
export const collaborationsIntro = `${countWord(collaborations.length)} साझेदार पहलें, जो करके सीखने का अनुभव वहाँ पहुँचाती हैं जहाँ उसकी सबसे ज़्यादा ज़रूरत है।`;
export const getStartedIntro = `जुड़ने के ${countWord(getStartedPaths.length)} रास्ते। जो आपके लिए सही हो, उसे चुनें।`;
