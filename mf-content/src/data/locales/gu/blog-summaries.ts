import type * as english from '../../blog-posts';
import { blogSummaries as englishSummaries } from '../../blog-summaries';
import { textFor } from './text-for';
import type { BlogAuthor, BlogCategory, BlogPost, BlogSummary } from '../../types';

type PostText = Pick<BlogPost, 'title' | 'author' | 'excerpt' | 'coverAlt'>;
type EnglishPost = (typeof english.blogPosts)[number];

const priya: BlogAuthor = {
  name: 'પ્રિયા શર્મા',
  role: 'રોબોટિક્સ માર્ગદર્શક',
  bio: 'પ્રિયાએ ગુજરાત અને બિહારની 40 શાળાઓમાં રોબોટિક્સ શીખવ્યું છે અને તે અમારી સ્પર્ધા ટીમોને તાલીમ આપે છે.',
};

/** Posts by id, without their bodies (post-bodies/, read by blog-posts.ts). */
const text: Readonly<Record<EnglishPost['id'], PostText>> = {
  '1': {
    title: 'એક અઠવાડિયામાં વર્ગ બનાવી શકે તેવા પાંચ રોબોટિક્સ પ્રોજેક્ટ',
    author: priya,
    excerpt:
      'પ્રકાશ શોધતી નાની ગાડીથી લઈને સ્માર્ટ કચરાપેટી સુધી: પાંચ પ્રોજેક્ટ, જે શાળાના એક અઠવાડિયામાં પૂરા થાય છે, એક જ સાદી કિટ વાપરે છે અને દરેક એક સાચો એન્જિનિયરિંગ વિચાર શીખવે છે.',
    coverAlt: 'સર્કિટ બોર્ડની બાજુમાં મૈત્રીભર્યો દેખાતો વર્ગખંડનો રોબોટ',
  },
  '2': {
    title: 'જાતે પ્રયોગ કરવાની લેબ એકલા પાઠ્યપુસ્તક કરતાં વિજ્ઞાન વધુ સારી રીતે કેમ શીખવે છે',
    author: {
      name: 'રાહુલ મહેતા',
      role: 'અભ્યાસક્રમ વિભાગના વડા',
      bio: 'અમારો લેબ અભ્યાસક્રમ ઘડતાં પહેલાં રાહુલ બાર વર્ષ સુધી ભૌતિકશાસ્ત્રના શિક્ષક હતા.',
    },
    excerpt: 'બાળકો જે જાતે બનાવે છે તે યાદ રાખે છે. બે વર્ષના લેબ પાઠમાં અમે શું જોયું, અને શિક્ષકો એ જ વિચાર સામાન્ય વર્ગખંડમાં કેવી રીતે લાવી શકે.',
    coverAlt: 'બે ટેસ્ટ ટ્યૂબની બાજુમાં લીલા પ્રવાહીવાળો કાચનો ફ્લાસ્ક',
  },
  '3': {
    title: 'રોબોટિક્સ સ્પર્ધા માટે શાળાની ટીમને કેવી રીતે તૈયાર કરવી',
    author: priya,
    excerpt: 'ભૂમિકાઓ, પ્રેક્ટિસનું સમયપત્રક અને એન્જિનિયરિંગ નોંધપોથી: રાજ્ય સ્પર્ધામાં બીજા સ્થાન સુધી પહોંચવા માટે અમારી અરરિયા ટીમે અપનાવેલી યોજના.',
    coverAlt: 'તારાવાળી સોનેરી ટ્રોફી',
  },
  '4': {
    title: 'બ્લોક્સથી Python સુધી: ધોરણ 3 થી 8 માટે કોડિંગનો માર્ગ',
    author: {
      name: 'વિક્રમ દેસાઈ',
      role: 'પ્રોગ્રામિંગ વિભાગના વડા',
      bio: 'વિક્રમ અમારા ઓનલાઇન પ્લેટફોર્મ પરના કોડિંગ કોર્સ લખે છે અને શિક્ષકોને Pythonની તાલીમ આપે છે.',
    },
    excerpt:
      'બ્લોક કોડિંગ રમકડું નથી અને Python ફક્ત મોટા વિદ્યાર્થીઓ માટે નથી. રસ્તામાં કોઈને પાછળ છોડ્યા વિના અમે વિદ્યાર્થીઓને એકમાંથી બીજા સુધી કેવી રીતે લઈ જઈએ છીએ.',
    coverAlt: 'રંગીન કોડ બ્લોક્સ: ધ્વજ ક્લિક થાય ત્યારે, 10 ડગલાં આગળ વધો, 90 અંશ જમણે વળો',
  },
  '5': {
    title: 'ઉચ્ચ પ્રાથમિક વર્ગોમાં AI જવાબદારીપૂર્વક શીખવવું',
    author: {
      name: 'ડૉ. મીરા નાયર',
      role: 'AI અભ્યાસક્રમ સલાહકાર',
      bio: 'મીરા શિક્ષણમાં મશીન લર્નિંગ પર સંશોધન કરે છે અને અમારા AI સ્માર્ટ લેબના અભ્યાસક્રમ અંગે સલાહ આપે છે.',
    },
    excerpt:
      'ધોરણ 6 થી 8ના વિદ્યાર્થીઓ મોડલને તાલીમ આપી શકે છે, તેને ચકાસી શકે છે અને તે ક્યાં નિષ્ફળ જાય છે તે શોધી શકે છે. AIને આંખ મીંચીને ભરોસો કરવા જેવો જાદુ નહીં, પણ સવાલ પૂછવા જેવું સાધન ગણીને અમે તેને કેવી રીતે શીખવીએ છીએ, તે અહીં વાંચો.',
    coverAlt: 'સર્કિટની રેખાઓ સાથે જોડાયેલી AI ચિપ',
  },
};

/**
 * The five posts in Gujarati without their bodies: what the blog's cards, previous/next and the sitemap
 * show. Ids, slugs, dates, categories, tags and covers from the English module.
 */
export const blogSummaries: readonly BlogSummary[] = englishSummaries.map((post) => ({
  ...post,
  ...textFor(text, post.id),
}));

/** What a category is called on a Gujarati page; the values themselves (filters, URLs) stay English. */
export const blogCategoryLabels: Readonly<Record<BlogCategory, string>> = {
  Robotics: 'રોબોટિક્સ',
  Education: 'શિક્ષણ',
  Competitions: 'સ્પર્ધાઓ',
  Programming: 'પ્રોગ્રામિંગ',
  'AI in Education': 'શિક્ષણમાં AI',
};

/** What a tag is called on a Gujarati page; like categories, the tag values in links and filters stay English. */
export const blogTagLabels: Readonly<Record<EnglishPost['tags'][number], string>> = {
  robotics: 'રોબોટિક્સ',
  projects: 'પ્રોજેક્ટ',
  arduino: 'Arduino',
  classroom: 'વર્ગખંડ',
  beginners: 'નવા શીખનારા',
  stem: 'STEM',
  pedagogy: 'શિક્ષણપદ્ધતિ',
  labs: 'લેબ',
  competitions: 'સ્પર્ધાઓ',
  teamwork: 'ટીમવર્ક',
  mentoring: 'માર્ગદર્શન',
  programming: 'પ્રોગ્રામિંગ',
  python: 'Python',
  'block-coding': 'બ્લોક કોડિંગ',
  ai: 'AI',
  ethics: 'નૈતિકતા',
  'middle-school': 'ઉચ્ચ પ્રાથમિક',
  curriculum: 'અભ્યાસક્રમ',
  teachers: 'શિક્ષકો',
  safety: 'સલામતી',
};
