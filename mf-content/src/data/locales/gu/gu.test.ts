import { htmlCleaner, uncleanBodies } from '../../../lib/clean-html';
import * as enAbout from '../../about';
import * as enAnganwadi from '../../anganwadi';
import * as enBlog from '../../blog-posts';
import * as enBlogSummaries from '../../blog-summaries';
import * as enCourses from '../../courses';
import * as enHome from '../../home';
import * as enHtml from '../../html-bodies';
import * as enImpact from '../../impact';
import * as enLabs from '../../labs';
import * as enNews from '../../news';
import * as enNewsArticles from '../../news-articles';
import * as enNewsContent from '../../news-content';
import * as enPlatform from '../../platform';
import * as enLegal from '../../legal';
import * as enPrivacy from '../../privacy';
import * as enProgrammes from '../../programmes';
import * as gu from '.';
import { countWordGu } from './count-word';
import { textFor } from './text-for';

/** Each English module of visitor text beside its Gujarati mirror (html-bodies, a list for the build's check, is tested below). */
const pairs: readonly (readonly [string, object, object])[] = [
  ['about', enAbout, gu.about],
  ['anganwadi', enAnganwadi, gu.anganwadi],
  ['blog-posts', enBlog, gu.blogPosts],
  ['blog-summaries', enBlogSummaries, gu.blogSummaries],
  ['courses', enCourses, gu.courses],
  ['home', enHome, gu.home],
  ['impact', enImpact, gu.impact],
  ['labs', enLabs, gu.labs],
  ['news', enNews, gu.news],
  ['news-articles', enNewsArticles, gu.newsArticles],
  ['news-content', enNewsContent, gu.newsContent],
  ['platform', enPlatform, gu.platform],
  ['legal', enLegal, gu.legal],
  ['privacy', enPrivacy, gu.privacy],
  ['programmes', enProgrammes, gu.programmes],
];

/** Fields that are data, not words: they must stay the English module's. */
const DATA_KEYS = new Set(['id', 'slug', 'date', 'coverImage', 'image', 'href', 'anchor', 'category', 'tags', 'grade', 'value']);
/** Names the glossary keeps in Latin letters (brands, courses, plans, technical names). */
const KEPT =
  /hello@robominds\.in|sessionStorage|mf_bucket|mf_preview|Google|Noto|Gemini|Facebook|Instagram|LinkedIn|IP|RoboMinds|Blockzie|Internet of Things|AR Link|Learning for All|Wi-Fi|Python|Arduino|Basic|Premium|Complete|STEM|IoT|JNV|KV|ICDS|LED|AI|AR|3D/g;
const GUJARATI = /[\u0A80-\u0AFF]/;

/** Every string of a value with the path that leads to it. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** The value with every string that is words replaced by a marker: what must match between languages. */
function skeleton(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return DATA_KEYS.has(key) || !/[A-Za-z\u0A80-\u0AFF]/.test(value) ? value : 'text';
  if (Array.isArray(value)) return value.map((item) => skeleton(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, skeleton(item, k)]));
  return value;
}

const tags = (html: string): string[] => html.match(/<[^>]*>/g) ?? [];

describe.each(pairs)('locales/gu/%s', (_name, english, gujarati) => {
  it('exports every name the English module exports', () => {
    expect(Object.keys(gujarati).sort()).toEqual(expect.arrayContaining(Object.keys(english).sort()));
  });

  it('keeps the English data (ids, dates, links, images, numbers) and the shape of every list', () => {
    for (const name of Object.keys(english)) {
      const en: unknown = (english as Record<string, unknown>)[name];
      expect(skeleton((gujarati as Record<string, unknown>)[name])).toEqual(skeleton(en));
    }
  });

  it('leaves no English words in what a visitor reads', () => {
    const left = Object.keys(english)
      .flatMap((name) => strings((gujarati as Record<string, unknown>)[name], name))
      .filter(
        ([path]) =>
          !DATA_KEYS.has(
            path
              .split('.')
              .at(-1)
              ?.replace(/\[\d+\]$/, '') ?? '',
          ),
      )
      .filter(([path]) => !path.startsWith('platformCourses') && !path.includes('.link.href'))
      .filter(
        ([, text]) =>
          /[A-Za-z]{2,}/.test(text.replace(/<[^>]*>/g, '').replace(KEPT, '')) || (/[A-Za-z]{2,}/.test(text) && !GUJARATI.test(text)),
      );
    expect(left.filter(([path]) => !/^platformPlans\[\d\]\.name$/.test(path))).toEqual([]);
  });
});

describe('Gujarati article and post bodies', () => {
  it('keep exactly the English tags, attributes and links', () => {
    expect(Object.keys(gu.htmlBodies)).toEqual(Object.keys(enHtml));
    expect(gu.htmlBodies.htmlBodies.map((body) => tags(body.html))).toEqual(enHtml.htmlBodies.map((body) => tags(body.html)));
  });

  it('are already clean, as the build requires of every body', () => {
    expect(gu.htmlBodies.htmlBodies).toHaveLength(16);
    expect(uncleanBodies(gu.htmlBodies.htmlBodies, htmlCleaner(window))).toEqual([]);
  });
});

describe('Gujarati labels and computed sentences', () => {
  it('names every blog category and tag', () => {
    expect(Object.keys(gu.blogSummaries.blogCategoryLabels).sort()).toEqual(
      [...new Set(enBlog.blogPosts.map((post) => post.category))].sort(),
    );
    const usedTags = new Set(enBlog.blogPosts.flatMap((post) => post.tags));
    expect(Object.keys(gu.blogSummaries.blogTagLabels).sort()).toEqual([...usedTags].sort());
  });

  it('counts the home page lists in Gujarati words', () => {
    expect(gu.home.collaborationsIntro).toMatch(/^ત્રણ ભાગીદારી પહેલ/);
    expect(gu.home.getStartedIntro).toMatch(/^જોડાવાના ત્રણ રસ્તા\./);
    expect(countWordGu(8)).toBe('આઠ');
    expect(countWordGu(250000)).toBe('2,50,000');
  });

  it('refuses an item without its Gujarati text instead of showing English', () => {
    expect(() => textFor({ a: 'ક' }, 'b')).toThrow('No Gujarati text for "b"');
  });
});
