import { BRAND_NAME } from 'shared/site';
import type { KnowledgeTranslationLocale } from 'shared/contracts';
import { INDIC_MONTHS } from 'shared/knowledge';
import { formatCount, formatRupees } from '../lib/format';
import { formatDate } from '../lib/dates';
import type { BlogCategory } from '../data/types';
import { componentWords } from '../i18n';

/**
 * The sentences the knowledge builder wraps around the pages' data, in each language the knowledge is
 * published in (issue 39, point 8). The data itself (course titles, lab summaries, articles) comes
 * translated from mf-content's data modules; only these joining words live here, beside the builder,
 * following the glossaries (shared/docs/glossary/hi.md, gu.md): numbers in Latin digits with Indian
 * grouping, dates "23 जनवरी 2025" / "23 જાન્યુઆરી 2025", brand and course names as they are.
 */
export interface KnowledgeWords {
  /** The full stop: "." in English and Gujarati, "।" in Hindi. */
  readonly stop: string;
  /** "23 January 2025" from "2025-01-23". */
  readonly date: (iso: string) => string;
  /** "grades 3–5" in running text. */
  readonly grades: (range: string) => string;
  readonly course: {
    readonly title: (title: string) => string;
    readonly answer: (c: {
      title: string;
      grades: string;
      instructor: string;
      price: number;
      duration: string;
      lessons: number;
      description: string;
      reviews: string;
    }) => string;
    /** "rated 4.8 out of 5 from 126 reviews", or "no reviews yet". */
    readonly reviews: (rating: number, reviews: number) => string;
    readonly overviewTitle: string;
    readonly overview: (
      count: number,
      from: number,
      to: number,
      list: readonly { title: string; grade: string; price: number }[],
    ) => string;
  };
  readonly lab: {
    readonly answer: (name: string, grades: string, summary: string, teaches: readonly string[]) => string;
    readonly overviewTitle: string;
    readonly overview: (names: readonly string[]) => string;
    readonly placeTitle: (place: string) => string;
    readonly place: (p: {
      name: string;
      state: string;
      schools: number;
      students: number;
      since: string;
      labs: readonly string[];
      story: string;
    }) => string;
  };
  readonly news: {
    readonly answer: (date: string, title: string, excerpt: string) => string;
    readonly overviewTitle: string;
    readonly overview: (count: number, latest: readonly { title: string; date: string }[]) => string;
  };
  readonly blog: {
    readonly title: (title: string) => string;
    readonly answer: (p: {
      category: string;
      author: string;
      role: string;
      date: string;
      minutes: number;
      excerpt: string;
      body: string;
      bio: string;
    }) => string;
    readonly category: (category: BlogCategory) => string;
    readonly overviewTitle: string;
    readonly overview: (count: number, categories: readonly { name: string; count: number }[]) => string;
  };
  readonly programme: (intro: string, name: string, points: readonly string[]) => string;
  readonly platform: {
    readonly title: string;
    readonly factTitle: string;
    readonly answer: (p: {
      launch: string;
      plans: readonly { name: string; includes: readonly string[] }[];
      courses: readonly { name: string; grade: string }[];
      reply: string;
    }) => string;
  };
  readonly about: {
    readonly title: string;
    readonly answer: (year: number, city: string, mission: string, impact: string) => string;
    readonly storyTitle: string;
    readonly story: (story: readonly string[], vision: string, values: readonly { name: string; text: string }[]) => string;
    readonly partnersTitle: string;
    readonly partners: (partners: readonly { name: string; what: string }[]) => string;
    readonly testimonialsTitle: string;
    readonly testimonial: (quote: string, name: string, role: string) => string;
    readonly city: string;
    readonly description: string;
    readonly impactTitle: string;
  };
  readonly anganwadi: {
    readonly title: string;
    readonly whyTitle: string;
    readonly cornerTitle: string;
    readonly corner: (items: readonly { name: string; text: string }[], steps: readonly string[]) => string;
  };
  readonly getStartedTitle: string;
  readonly legal: {
    readonly privacy: string;
    readonly terms: string;
    readonly sectionTitle: (heading: string, page: string) => string;
    readonly updated: (page: string, date: string) => string;
  };
}

const indicDate = (locale: KnowledgeTranslationLocale) => (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const name = INDIC_MONTHS[locale][month - 1]?.[0];
  return name ? `${day} ${name} ${year}` : iso;
};

const dash = (range: string) => range.replace('-', '–');

const en: KnowledgeWords = {
  stop: '.',
  date: (iso) => formatDate(iso, componentWords.english()),
  grades: (range) => `grades ${dash(range)}`,
  course: {
    title: (title) => `${title} (online course)`,
    answer: (c) =>
      `${c.title} is an online course for ${c.grades} taught by ${c.instructor}. It costs ${formatRupees(c.price)} (${c.price} rupees) and runs ${c.duration} with ${c.lessons} lessons. ${c.description} Reviews: ${c.reviews}.`,
    reviews: (rating, reviews) =>
      reviews > 0 && rating > 0
        ? `rated ${rating.toFixed(1)} out of 5 from ${formatCount(reviews)} ${reviews === 1 ? 'review' : 'reviews'}`
        : 'no reviews yet',
    overviewTitle: 'Online courses',
    overview: (count, from, to, list) =>
      `We offer ${count} self-paced online courses for grades ${from} to ${to}: ${list.map((c) => `${c.title} for grades ${c.grade} at ${formatRupees(c.price)}`).join('; ')}.`,
  },
  lab: {
    answer: (name, grades, summary, teaches) =>
      `The ${name} (${grades}) is one of our eight school labs. ${summary} Students learn: ${teaches.join('; ')}.`,
    overviewTitle: 'Our eight labs',
    overview: (names) =>
      `Schools can set up eight labs with us: ${names.join(', ')}. Each comes with equipment, curriculum, teacher training and a mentor.`,
    placeTitle: (place) => `Our labs in ${place}`,
    place: (p) =>
      `In ${p.name} (${p.state}) our labs run in ${p.schools} schools with ${formatCount(p.students)} students, since ${p.since}: ${p.labs.join(', ')}. ${p.story}`,
  },
  news: {
    answer: (date, title, excerpt) => `News of ${date}: ${title}. ${excerpt}`,
    overviewTitle: 'News and updates',
    overview: (count, latest) =>
      `We have published ${count} news items; the latest: ${latest.map((a) => `${a.title} (${a.date})`).join('; ')}.`,
  },
  blog: {
    title: (title) => `Blog: ${title}`,
    answer: (p) =>
      `A ${p.category} post by ${p.author}, ${p.role.toLowerCase()} (${p.date}, ${p.minutes} min read): ${p.excerpt} ${p.body} About the author: ${p.bio}`,
    category: (category) => category,
    overviewTitle: 'Our blog',
    overview: (count, categories) =>
      `Our blog has ${count} posts by our mentors: ${categories.map((c) => `${c.name} (${c.count})`).join(', ')}.`,
  },
  programme: (intro, name, points) => `${intro} ${name} include: ${points.join('; ')}.`,
  platform: {
    title: 'Online learning platform and waitlist',
    factTitle: 'Online learning platform',
    answer: (p) =>
      `Our online learning platform launched on ${p.launch}. It has ${p.plans.length} plans: ${p.plans.map((plan) => `${plan.name} (${plan.includes.join(', ').toLowerCase()})`).join('; ')}. Every plan works with our ${p.courses.length} courses: ${p.courses.map((c) => `${c.name} (grades ${c.grade})`).join(', ')}. New places open every month; join the waitlist with the form on its page. ${p.reply}`,
  },
  about: {
    title: `About ${BRAND_NAME}`,
    answer: (year, city, mission, impact) =>
      `${BRAND_NAME} was founded in ${year} in ${city}. Our mission: ${mission} Our impact: ${impact}.`,
    storyTitle: 'Our story',
    story: (story, vision, values) =>
      `${story.join(' ')} Our vision: ${vision} Our values: ${values.map((value) => `${value.name}: ${value.text}`).join(' ')}`,
    partnersTitle: 'Our partners',
    partners: (partners) => `We work with: ${partners.map((partner) => `${partner.name} (${partner.what})`).join('; ')}.`,
    testimonialsTitle: 'What people say about us',
    testimonial: (quote, name, role) => `“${quote}” (${name}, ${role})`,
    city: 'Ahmedabad',
    description: `${BRAND_NAME} is a STEM education company: we set up AI, robotics and STEM labs in schools, train their teachers and run online courses, for the next generation of problem solvers, inventors and creators.`,
    impactTitle: 'Our impact',
  },
  anganwadi: {
    title: 'Smart Anganwadi',
    whyTitle: 'Why Smart Anganwadi starts before school',
    cornerTitle: 'What a Smart Anganwadi centre receives',
    corner: (items, steps) =>
      `Each centre receives: ${items.map((item) => `${item.name}: ${item.text}`).join(' ')} How it works: ${steps.join(' ')}`,
  },
  getStartedTitle: 'Ways to get started',
  legal: {
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    sectionTitle: (heading, page) => `${heading} (${page})`,
    updated: (page, date) => `${page}, last updated ${date}.`,
  },
};

const hiCategories: Record<BlogCategory, string> = {
  Robotics: 'रोबोटिक्स',
  Education: 'शिक्षा',
  Competitions: 'प्रतियोगिताएँ',
  Programming: 'प्रोग्रामिंग',
  'AI in Education': 'शिक्षा में एआई',
};

const hi: KnowledgeWords = {
  stop: '।',
  date: indicDate('hi'),
  grades: (range) => `कक्षा ${dash(range)}`,
  course: {
    title: (title) => `${title} (ऑनलाइन कोर्स)`,
    answer: (c) =>
      `${c.title} ${c.grades} के लिए हमारा ऑनलाइन कोर्स है। प्रशिक्षक: ${c.instructor}। शुल्क: ${formatRupees(c.price)} (${c.price} रुपये); अवधि: ${c.duration}, ${c.lessons} पाठ। ${c.description} समीक्षाएँ: ${c.reviews}।`,
    reviews: (rating, reviews) =>
      reviews > 0 && rating > 0 ? `5 में से ${rating.toFixed(1)} रेटिंग, ${formatCount(reviews)} समीक्षाओं से` : 'अभी कोई समीक्षा नहीं',
    overviewTitle: 'ऑनलाइन कोर्स',
    overview: (count, from, to, list) =>
      `हम कक्षा ${from} से ${to} तक के लिए ${count} ऑनलाइन कोर्स देते हैं, जिन्हें आप अपनी गति से कर सकते हैं: ${list.map((c) => `${c.title}, कक्षा ${dash(c.grade)} के लिए, ${formatRupees(c.price)}`).join('; ')}।`,
  },
  lab: {
    answer: (name, grades, summary, teaches) =>
      `${name} (${grades}) स्कूलों के लिए हमारी आठ लैब में से एक है। ${summary} विद्यार्थी सीखते हैं: ${teaches.join('; ')}।`,
    overviewTitle: 'हमारी आठ लैब',
    overview: (names) =>
      `स्कूल हमारे साथ ये आठ लैब स्थापित कर सकते हैं: ${names.join(', ')}। हर लैब के साथ उपकरण, पाठ्यक्रम, शिक्षक प्रशिक्षण और एक मेंटर मिलता है।`,
    placeTitle: (place) => `${place} में हमारी लैब`,
    place: (p) =>
      `${p.name} (${p.state}) में ${p.since} से हमारी लैब ${p.schools} स्कूलों में चल रही हैं, जिनसे ${formatCount(p.students)} विद्यार्थी जुड़े हैं: ${p.labs.join(', ')}। ${p.story}`,
  },
  news: {
    answer: (date, title, excerpt) => `${date} का समाचार: ${title}। ${excerpt}`,
    overviewTitle: 'समाचार और अपडेट',
    overview: (count, latest) => `हमने ${count} समाचार प्रकाशित किए हैं; सबसे नए: ${latest.map((a) => `${a.title} (${a.date})`).join('; ')}।`,
  },
  blog: {
    title: (title) => `ब्लॉग: ${title}`,
    answer: (p) =>
      `${p.category} श्रेणी की पोस्ट, लेखक ${p.author}, ${p.role} (${p.date}, पढ़ने में ${p.minutes} मिनट): ${p.excerpt} ${p.body} लेखक के बारे में: ${p.bio}`,
    category: (category) => hiCategories[category],
    overviewTitle: 'हमारा ब्लॉग',
    overview: (count, categories) =>
      `हमारे ब्लॉग पर हमारे मेंटरों की ${count} पोस्ट हैं: ${categories.map((c) => `${c.name} (${c.count})`).join(', ')}।`,
  },
  programme: (intro, name, points) => `${intro} ${name} में शामिल हैं: ${points.join('; ')}।`,
  platform: {
    title: 'ऑनलाइन लर्निंग प्लेटफ़ॉर्म और प्रतीक्षा सूची',
    factTitle: 'ऑनलाइन लर्निंग प्लेटफ़ॉर्म',
    answer: (p) =>
      `हमारा ऑनलाइन लर्निंग प्लेटफ़ॉर्म ${p.launch} को शुरू हुआ। इसमें ${p.plans.length} प्लान हैं: ${p.plans.map((plan) => `${plan.name} (${plan.includes.join(', ')})`).join('; ')}। हर प्लान हमारे ${p.courses.length} कोर्स के साथ काम करता है: ${p.courses.map((c) => `${c.name} (कक्षा ${c.grade})`).join(', ')}। हर महीने नई जगहें खुलती हैं; उसके पेज पर दिए फ़ॉर्म से प्रतीक्षा सूची में नाम लिखवाएँ। ${p.reply}`,
  },
  about: {
    title: `${BRAND_NAME} के बारे में`,
    answer: (year, city, mission, impact) =>
      `${BRAND_NAME} की स्थापना ${year} में ${city} में हुई। हमारा ध्येय: ${mission} हमारा प्रभाव: ${impact}।`,
    storyTitle: 'हमारी कहानी',
    story: (story, vision, values) =>
      `${story.join(' ')} हमारी दृष्टि: ${vision} हमारे मूल्य: ${values.map((value) => `${value.name}: ${value.text}`).join(' ')}`,
    partnersTitle: 'हमारे साझेदार',
    partners: (partners) => `हम इनके साथ काम करते हैं: ${partners.map((partner) => `${partner.name} (${partner.what})`).join('; ')}।`,
    testimonialsTitle: 'लोग हमारे बारे में क्या कहते हैं',
    testimonial: (quote, name, role) => `“${quote}” (${name}, ${role})`,
    city: 'अहमदाबाद',
    description: `${BRAND_NAME} एक STEM शिक्षा कंपनी है: हम स्कूलों में एआई, रोबोटिक्स और STEM लैब स्थापित करते हैं, उनके शिक्षकों को प्रशिक्षण देते हैं और ऑनलाइन कोर्स चलाते हैं, ताकि अगली पीढ़ी समस्याएँ सुलझाने वाली, आविष्कार करने वाली और कुछ नया रचने वाली बने।`,
    impactTitle: 'हमारा प्रभाव',
  },
  anganwadi: {
    title: 'स्मार्ट आंगनवाड़ी',
    whyTitle: 'स्मार्ट आंगनवाड़ी स्कूल से पहले क्यों शुरू होती है',
    cornerTitle: 'हर स्मार्ट आंगनवाड़ी केंद्र को क्या मिलता है',
    corner: (items, steps) =>
      `हर केंद्र को मिलता है: ${items.map((item) => `${item.name}: ${item.text}`).join(' ')} यह कैसे काम करता है: ${steps.join(' ')}`,
  },
  getStartedTitle: 'शुरू करने के तरीके',
  legal: {
    privacy: 'गोपनीयता नीति',
    terms: 'सेवा की शर्तें',
    sectionTitle: (heading, page) => `${heading} (${page})`,
    updated: (page, date) => `${page}, पिछली बार ${date} को अपडेट की गई।`,
  },
};

const guCategories: Record<BlogCategory, string> = {
  Robotics: 'રોબોટિક્સ',
  Education: 'શિક્ષણ',
  Competitions: 'સ્પર્ધાઓ',
  Programming: 'પ્રોગ્રામિંગ',
  'AI in Education': 'શિક્ષણમાં AI',
};

const gu: KnowledgeWords = {
  stop: '.',
  date: indicDate('gu'),
  grades: (range) => `ધોરણ ${dash(range)}`,
  course: {
    title: (title) => `${title} (ઓનલાઇન કોર્સ)`,
    answer: (c) =>
      `${c.title} ${c.grades} માટેનો અમારો ઓનલાઇન કોર્સ છે. પ્રશિક્ષક: ${c.instructor}. ફી: ${formatRupees(c.price)} (${c.price} રૂપિયા); સમયગાળો: ${c.duration}, ${c.lessons} પાઠ. ${c.description} સમીક્ષાઓ: ${c.reviews}.`,
    reviews: (rating, reviews) =>
      reviews > 0 && rating > 0 ? `5 માંથી ${rating.toFixed(1)} રેટિંગ, ${formatCount(reviews)} સમીક્ષાઓના આધારે` : 'હજી કોઈ સમીક્ષા નથી',
    overviewTitle: 'ઓનલાઇન કોર્સ',
    overview: (count, from, to, list) =>
      `અમે ધોરણ ${from} થી ${to} માટે ${count} ઓનલાઇન કોર્સ આપીએ છીએ, જે તમે તમારી ગતિએ કરી શકો: ${list.map((c) => `${c.title}, ધોરણ ${dash(c.grade)} માટે, ${formatRupees(c.price)}`).join('; ')}.`,
  },
  lab: {
    answer: (name, grades, summary, teaches) =>
      `${name} (${grades}) શાળાઓ માટેની અમારી આઠ લેબમાંની એક છે. ${summary} વિદ્યાર્થીઓ શીખે છે: ${teaches.join('; ')}.`,
    overviewTitle: 'અમારી આઠ લેબ',
    overview: (names) =>
      `શાળાઓ અમારી સાથે આ આઠ લેબ સ્થાપી શકે છે: ${names.join(', ')}. દરેક લેબ સાથે સાધનો, અભ્યાસક્રમ, શિક્ષક તાલીમ અને એક માર્ગદર્શક મળે છે.`,
    placeTitle: (place) => `${place}માં અમારી લેબ`,
    place: (p) =>
      `${p.name} (${p.state})માં ${p.since}થી અમારી લેબ ${p.schools} શાળાઓમાં ચાલે છે, જેમાં ${formatCount(p.students)} વિદ્યાર્થીઓ જોડાયેલા છે: ${p.labs.join(', ')}. ${p.story}`,
  },
  news: {
    answer: (date, title, excerpt) => `${date}ના સમાચાર: ${title}. ${excerpt}`,
    overviewTitle: 'સમાચાર અને અપડેટ્સ',
    overview: (count, latest) => `અમે ${count} સમાચાર પ્રકાશિત કર્યા છે; સૌથી નવા: ${latest.map((a) => `${a.title} (${a.date})`).join('; ')}.`,
  },
  blog: {
    title: (title) => `બ્લોગ: ${title}`,
    answer: (p) =>
      `${p.category} વિભાગની પોસ્ટ, લેખક ${p.author}, ${p.role} (${p.date}, વાંચવામાં ${p.minutes} મિનિટ): ${p.excerpt} ${p.body} લેખક વિશે: ${p.bio}`,
    category: (category) => guCategories[category],
    overviewTitle: 'અમારો બ્લોગ',
    overview: (count, categories) =>
      `અમારા બ્લોગ પર અમારા માર્ગદર્શકોની ${count} પોસ્ટ છે: ${categories.map((c) => `${c.name} (${c.count})`).join(', ')}.`,
  },
  programme: (intro, name, points) => `${intro} ${name}માં સમાવેશ થાય છે: ${points.join('; ')}.`,
  platform: {
    title: 'ઓનલાઇન શિક્ષણ પ્લેટફોર્મ અને પ્રતીક્ષા યાદી',
    factTitle: 'ઓનલાઇન શિક્ષણ પ્લેટફોર્મ',
    answer: (p) =>
      `અમારું ઓનલાઇન શિક્ષણ પ્લેટફોર્મ ${p.launch}ના રોજ શરૂ થયું. તેમાં ${p.plans.length} પ્લાન છે: ${p.plans.map((plan) => `${plan.name} (${plan.includes.join(', ')})`).join('; ')}. દરેક પ્લાન અમારા ${p.courses.length} કોર્સ સાથે ચાલે છે: ${p.courses.map((c) => `${c.name} (ધોરણ ${c.grade})`).join(', ')}. દર મહિને નવી જગ્યાઓ ખૂલે છે; તેના પાના પરના ફોર્મથી પ્રતીક્ષા યાદીમાં જોડાઓ. ${p.reply}`,
  },
  about: {
    title: `${BRAND_NAME} વિશે`,
    answer: (year, city, mission, impact) => `${BRAND_NAME}ની સ્થાપના ${year}માં ${city}માં થઈ. અમારું ધ્યેય: ${mission} અમારી અસર: ${impact}.`,
    storyTitle: 'અમારી વાત',
    story: (story, vision, values) =>
      `${story.join(' ')} અમારી દૃષ્ટિ: ${vision} અમારાં મૂલ્યો: ${values.map((value) => `${value.name}: ${value.text}`).join(' ')}`,
    partnersTitle: 'અમારા ભાગીદાર',
    partners: (partners) => `અમે આમની સાથે કામ કરીએ છીએ: ${partners.map((partner) => `${partner.name} (${partner.what})`).join('; ')}.`,
    testimonialsTitle: 'લોકો અમારા વિશે શું કહે છે',
    testimonial: (quote, name, role) => `“${quote}” (${name}, ${role})`,
    city: 'અમદાવાદ',
    description: `${BRAND_NAME} એક STEM શિક્ષણ કંપની છે: અમે શાળાઓમાં AI, રોબોટિક્સ અને STEM લેબ સ્થાપીએ છીએ, તેમના શિક્ષકોને તાલીમ આપીએ છીએ અને ઓનલાઇન કોર્સ ચલાવીએ છીએ, જેથી આવતી પેઢી સમસ્યાઓ ઉકેલનારી, શોધક અને સર્જક બને.`,
    impactTitle: 'અમારી અસર',
  },
  anganwadi: {
    title: 'સ્માર્ટ આંગણવાડી',
    whyTitle: 'સ્માર્ટ આંગણવાડી શાળા પહેલાં કેમ શરૂ થાય છે',
    cornerTitle: 'દરેક સ્માર્ટ આંગણવાડી કેન્દ્રને શું મળે છે',
    corner: (items, steps) =>
      `દરેક કેન્દ્રને મળે છે: ${items.map((item) => `${item.name}: ${item.text}`).join(' ')} તે કેવી રીતે ચાલે છે: ${steps.join(' ')}`,
  },
  getStartedTitle: 'શરૂ કરવાની રીતો',
  legal: {
    privacy: 'ગોપનીયતા નીતિ',
    terms: 'સેવાની શરતો',
    sectionTitle: (heading, page) => `${heading} (${page})`,
    updated: (page, date) => `${page}, છેલ્લે ${date}ના રોજ અપડેટ કરી.`,
  },
};

export const KNOWLEDGE_WORDS: Readonly<Record<'en' | KnowledgeTranslationLocale, KnowledgeWords>> = { en, hi, gu };
