import type { PageLabels } from 'shared/contracts';
import { pages as table } from './pages';

/**
 * The page table as the build publishes it (`pages.json`, webpack.config.cjs): each row of
 * `pages.ts` with its Hindi and Gujarati labels, which only the shell reads (titles, the sitemap, the
 * language switch). Kept out of `pages.ts`, which every page imports for its links, so an English
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

export const pages = Object.fromEntries(
  Object.entries(table).map(([key, row]) => [key, LABELS[key] ? { ...row, labels: LABELS[key] } : row]),
) as typeof table;
