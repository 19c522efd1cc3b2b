import { LABS } from 'shared/site';
import { newsArticles } from './news';
import { blogPosts } from './blog-posts';
import { courses } from './courses';
import { labs, labLocations } from './labs';
import { BLOG_CATEGORIES } from './types';
import { htmlToText } from '../lib/text';

describe('news data', () => {
  it('has 11 articles with ids "1".."11" and every field', () => {
    expect(newsArticles.map((a) => a.id)).toEqual(Array.from({ length: 11 }, (_, i) => String(i + 1)));
    for (const a of newsArticles) {
      expect(a.title && a.slug && a.excerpt && a.coverImage && a.coverAlt && a.content).toBeTruthy();
      expect(typeof a.featured).toBe('boolean');
      expect(a.slug).toMatch(/^[a-z0-9-]+$/);
    }
    expect(new Set(newsArticles.map((a) => a.slug)).size).toBe(11);
  });
  it('dates are ISO and span 2025-01-23 to 2025-06-18', () => {
    const dates = newsArticles.map((a) => a.date).sort();
    for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates[0]).toBe('2025-01-23');
    expect(dates[dates.length - 1]).toBe('2025-06-18');
  });
  it('states the facts of the spec', () => {
    const text = newsArticles.map((a) => `${a.title} ${a.excerpt} ${htmlToText(a.content)}`).join(' ');
    for (const fact of [
      '25 elementary schools',
      '10,000 students',
      '250,000 dollar',
      '50,000 dollar',
      'Basic',
      'Premium',
      'Complete',
      '15 May 2025',
      'Jawahar Navodaya',
      'Kendriya Vidyalaya',
      'medical camp',
      'career counselling',
    ]) {
      expect(text).toContain(fact);
    }
  });
  it('links to the targets the spec names, with headings, paragraphs and lists', () => {
    const html = newsArticles.map((a) => a.content).join('');
    for (const href of ['/labs#araria', '/services#school-programs', '/services#inclusive-programs', '/waitlist'])
      expect(html).toContain(`href="${href}"`);
    for (const a of newsArticles) expect(a.content).toMatch(/<h2>[\s\S]*<p>|<p>[\s\S]*<h2>/);
    expect(newsArticles.filter((a) => /<(ul|ol)>/.test(a.content)).length).toBeGreaterThan(6);
  });
  it('has at least six featured articles for the home page', () => {
    expect(newsArticles.filter((a) => a.featured).length).toBeGreaterThanOrEqual(6);
  });
});

describe('blog data', () => {
  it('has 5 posts covering the 5 categories, with YYYY-MM-DD dates', () => {
    expect(blogPosts).toHaveLength(5);
    expect(new Set(blogPosts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
    for (const p of blogPosts) expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('writes every tag in lower-case letters, digits and hyphens (the tag filter sorts them by code unit)', () => {
    for (const p of blogPosts) for (const tag of p.tags) expect(tag).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has 2 to 6 tags per post, one post with more than 3', () => {
    for (const p of blogPosts) {
      expect(p.tags.length).toBeGreaterThanOrEqual(2);
      expect(p.tags.length).toBeLessThanOrEqual(6);
    }
    expect(blogPosts.some((p) => p.tags.length > 3)).toBe(true);
  });
});

describe('courses', () => {
  it('matches the spec table', () => {
    expect(courses.map((c) => [c.id, c.grade, c.price])).toEqual([
      ['blockzie', '3-5', 599],
      ['iot', '6-8', 499],
      ['ar-link', '9-12', 99],
    ]);
    const ar = courses.find((c) => c.id === 'ar-link');
    expect([ar?.rating, ar?.reviews]).toEqual([0, 0]);
  });
});

describe('labs', () => {
  it('has the eight labs of LABS in order', () => {
    expect(labs.map((l) => l.anchor)).toEqual(LABS.map((l) => l.anchor));
  });
  it('has an Araria location for the article links', () => {
    expect(labLocations.map((l) => l.anchor)).toContain('araria');
  });
});
