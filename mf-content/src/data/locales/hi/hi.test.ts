import * as about from '../../about';
import * as anganwadi from '../../anganwadi';
import * as blog from '../../blog-posts';
import * as blogSummaries from '../../blog-summaries';
import * as courses from '../../courses';
import * as home from '../../home';
import * as impact from '../../impact';
import * as labs from '../../labs';
import * as legal from '../../legal';
import * as news from '../../news';
import * as newsArticles from '../../news-articles';
import * as newsContent from '../../news-content';
import * as platform from '../../platform';
import * as privacy from '../../privacy';
import * as programmes from '../../programmes';
import { htmlCleaner, uncleanBodies } from '../../../lib/clean-html';
import { htmlBodies } from '../../html-bodies';
import * as hi from './index';
import { translate } from './translate';

/** Every English data module that holds visitor text, as one namespace, export by export. */
const en = {
  ...about,
  ...anganwadi,
  ...blog,
  ...blogSummaries,
  ...courses,
  ...home,
  ...impact,
  ...labs,
  ...legal,
  ...news,
  ...newsArticles,
  ...newsContent,
  ...platform,
  ...privacy,
  ...programmes,
};

const DEVANAGARI = /[\u0900-\u097F]/;
/** Two Latin words in a row: a sentence or label left in English. */
const ENGLISH_PROSE = /[A-Za-z]{2,}[ ,.]+[A-Za-z]{2,}/;
/** Values that are data, not visitor text, and stay English on purpose (the contact server and the filters know them). */
const KEPT = new Set(['Internet of Things', 'AR Link', 'AI in Education']);

const tags = (html: string): string[] => html.match(/<[^>]+>/g) ?? [];

/** Where the Hindi value differs from the English one in anything but its visitor text. */
function differences(english: unknown, hindi: unknown, path: string): string[] {
  if (typeof english === 'string') {
    if (typeof hindi !== 'string') return [`${path}: not a string`];
    if (english === hindi) return ENGLISH_PROSE.test(english) && !KEPT.has(english) ? [`${path}: left in English: ${english}`] : [];
    if (!DEVANAGARI.test(hindi)) return [`${path}: changed but not Hindi: ${hindi}`];
    return english.includes('<') && tags(english).join('') !== tags(hindi).join('') ? [`${path}: HTML tags differ`] : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi) || hindi.length !== english.length) return [`${path}: not an array of ${english.length}`];
    return english.flatMap((item, i) => differences(item, hindi[i], `${path}[${i}]`));
  }
  if (english && typeof english === 'object') {
    if (!hindi || typeof hindi !== 'object') return [`${path}: not an object`];
    const keys = Object.keys(english);
    const extra = Object.keys(hindi).filter((key) => !keys.includes(key));
    return [
      ...extra.map((key) => `${path}.${key}: not in English`),
      ...keys.flatMap((key) =>
        differences((english as Record<string, unknown>)[key], (hindi as Record<string, unknown>)[key], `${path}.${key}`),
      ),
    ];
  }
  return Object.is(english, hindi) ? [] : [`${path}: ${String(hindi)} is not ${String(english)}`];
}

describe('Hindi data (locales/hi)', () => {
  it.each(Object.keys(en))('%s: same shape and data as English, every visitor text in Hindi, HTML with the same tags', (name) => {
    expect(name in hi).toBe(true);
    expect(differences(en[name as keyof typeof en], hi[name as keyof typeof hi], name)).toEqual([]);
  });

  it('every Hindi article and post body is clean as the build checks the English ones, one for each English body', () => {
    expect(hi.htmlBodies).toHaveLength(htmlBodies.length);
    expect(uncleanBodies(hi.htmlBodies, htmlCleaner(window))).toEqual([]);
  });

  it('names every category and every tag of the blog in Hindi', () => {
    const used = new Set(blog.blogPosts.flatMap((post) => [post.category, ...post.tags]));
    for (const value of used) {
      const label = (hi.blogCategoryLabels as Record<string, string>)[value] ?? (hi.blogTagLabels as Record<string, string>)[value];
      expect(label).toMatch(/[\u0900-\u097F]|^(STEM|Python|Arduino)$/);
    }
  });

  it('refuses an item without Hindi text instead of showing its English', () => {
    const text: Record<string, { readonly name: string }> = { a: { name: 'क' } };
    expect(translate([{ id: 'a', name: 'A' }], (item) => item.id, text)).toEqual([{ id: 'a', name: 'क' }]);
    expect(() => translate([{ id: 'b', name: 'B' }], (item) => item.id, text)).toThrow('No Hindi text for "b"');
  });
});
