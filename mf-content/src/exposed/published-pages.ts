import type { PageLabels } from 'shared/contracts';
import { pages as table } from './pages';

/**
 * The page table as the build publishes it (`pages.json`, webpack.config.cjs): each row of
 * `pages.ts` with its Hindi and Gujarati labels and its word chunks, which only the shell reads
 * (titles, the sitemap, the language switch, the page's hints). Kept out of `pages.ts`, which every page imports for its links, so an English
 * page's chunk carries no Hindi or Gujarati byte.
 */
const LABELS: Partial<Record<string, PageLabels>> = {
  home: { hi: 'होम', gu: 'મુખ્ય પૃષ્ઠ' },
  services: { hi: 'सेवाएँ', gu: 'સેવાઓ' },
  courses: { hi: 'कोर्स', gu: 'કોર્સ' },
  course: { hi: 'कोर्स', gu: 'કોર્સ' },
  news: { hi: 'समाचार और अपडेट', gu: 'સમાચાર અને અપડેટ્સ' },
  newsItem: { hi: 'समाचार', gu: 'સમાચાર' },
  blog: { hi: 'ब्लॉग', gu: 'બ્લોગ' },
  blogPost: { hi: 'ब्लॉग पोस्ट', gu: 'બ્લોગ પોસ્ટ' },
  about: { hi: 'हमारे बारे में', gu: 'અમારા વિશે' },
  smartAnganwadi: { hi: 'स्मार्ट आंगनवाड़ी', gu: 'સ્માર્ટ આંગણવાડી' },
  labs: { hi: 'हमारी लैब', gu: 'અમારી લેબ' },
  waitlist: { hi: 'प्लेटफ़ॉर्म प्रतीक्षा सूची', gu: 'પ્લેટફોર્મ પ્રતીક્ષા યાદી' },
  privacyPolicy: { hi: 'गोपनीयता नीति', gu: 'ગોપનીયતા નીતિ' },
  termsOfService: { hi: 'सेवा की शर्तें', gu: 'સેવાની શરતો' },
  sitemap: { hi: 'साइटमैप', gu: 'સાઇટમેપ' },
} satisfies Record<keyof typeof table, PageLabels>;

/**
 * The chunks of words each page's `prepare(locale)` loads in Hindi and Gujarati (PageDescription.words):
 * the shell names their files in the page, so the phone fetches them beside main.js rather than after it
 * has run. `locale.components` is every page's (src/page-words.ts); `locale` is shared/ui's. The shell's
 * end-to-end test holds that a Hindi page fetches exactly the chunks named here.
 */
const WORDS: Record<keyof typeof table, readonly string[]> = {
  home: ['locale.components', 'locale.headlines', 'locale.home', 'locale.impact'],
  services: ['locale.components', 'locale.lab-data', 'locale.programmes', 'locale.services'],
  courses: ['locale.components', 'locale.course-data', 'locale.courses'],
  course: ['locale.components', 'locale.course-data', 'locale.courses'],
  news: ['locale.components', 'locale.headlines', 'locale.news', 'locale.news-search'],
  newsItem: ['locale', 'locale.components', 'locale.forms', 'locale.headlines', 'locale.news-:id', 'locale.news-detail'],
  blog: ['locale.blog', 'locale.components', 'locale.post-headlines', 'locale.posts'],
  blogPost: ['locale', 'locale.blog-detail', 'locale.components', 'locale.forms', 'locale.post-:id', 'locale.post-headlines'],
  about: ['locale.about', 'locale.components', 'locale.impact'],
  smartAnganwadi: ['locale.anganwadi', 'locale.components'],
  labs: ['locale.components', 'locale.lab-data', 'locale.labs'],
  waitlist: ['locale.components', 'locale.forms', 'locale.waitlist'],
  privacyPolicy: ['locale.components', 'locale.legal', 'locale.privacy'],
  termsOfService: ['locale.components', 'locale.legal', 'locale.terms'],
  sitemap: [
    'locale.components',
    'locale.course-data',
    'locale.headlines',
    'locale.lab-data',
    'locale.post-headlines',
    'locale.programmes',
    'locale.sitemap',
  ],
};

export const pages = Object.fromEntries(
  Object.entries(table).map(([key, row]) => [
    key,
    { ...row, ...(LABELS[key] ? { labels: LABELS[key] } : {}), words: WORDS[key as keyof typeof table] },
  ]),
) as typeof table;
