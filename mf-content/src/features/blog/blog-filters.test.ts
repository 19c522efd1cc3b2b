import { blogPosts } from '../../data/blog-posts';
import * as hindi from '../../data/locales/hi';
import * as gujarati from '../../data/locales/gu';
import type { BlogPost } from '../../data/types';
import {
  activeChips,
  allTags,
  cardTags,
  filterPosts,
  parseCategory,
  readBlogFilters,
  removeFilter,
  writeBlogFilters,
  EMPTY_FILTERS,
  type BlogFilters,
} from './blog-filters';

const ids = (filters: Partial<typeof EMPTY_FILTERS>) => filterPosts(blogPosts, { ...EMPTY_FILTERS, ...filters }).map((p) => p.id);

describe('filterPosts', () => {
  it('lists all posts newest first', () => {
    expect(ids({})).toEqual(['5', '4', '3', '2', '1']);
  });
  it('filters by category', () => {
    expect(ids({ category: 'Robotics' })).toEqual(['1']);
    expect(ids({ category: 'AI in Education' })).toEqual(['5']);
  });
  it('filters by tag without regard to case', () => {
    expect(ids({ tag: 'robotics' })).toEqual(['3', '1']);
    expect(ids({ tag: 'ROBOTICS' })).toEqual(['3', '1']);
  });
  it('searches title, text and author', () => {
    expect(ids({ q: 'priya sharma' })).toEqual(['3', '1']);
    expect(ids({ q: 'classifier' })).toEqual(['5']);
  });
  it('combines filters', () => {
    expect(ids({ tag: 'robotics', category: 'Competitions' })).toEqual(['3']);
    expect(ids({ tag: 'python', category: 'Robotics' })).toEqual([]);
  });
});

describe('URL state', () => {
  it('reads category case-insensitively and ignores unknown ones', () => {
    expect(parseCategory('ai in education')).toBe('AI in Education');
    expect(parseCategory('Cooking')).toBeNull();
    expect(readBlogFilters(new URLSearchParams('category=Robotics&tag=ai'))).toEqual({ q: '', category: 'Robotics', tag: 'ai' });
  });
  it('writes only active filters', () => {
    expect(writeBlogFilters({ q: 'x', category: null, tag: 'ai' }).toString()).toBe('q=x&tag=ai');
    expect(writeBlogFilters(EMPTY_FILTERS).toString()).toBe('');
  });
});

describe('chips', () => {
  it('lists active filters and removes one at a time', () => {
    const filters = { q: 'lab', category: 'Education' as const, tag: 'stem' };
    expect(activeChips(filters)).toEqual([
      { kind: 'q', value: 'lab' },
      { kind: 'category', value: 'Education' },
      { kind: 'tag', value: 'stem' },
    ]);
    expect(removeFilter(filters, 'category')).toEqual({ q: 'lab', category: null, tag: 'stem' });
    expect(activeChips(EMPTY_FILTERS)).toEqual([]);
  });
});

describe('cardTags', () => {
  it('shows up to 3 tags and "+N more"', () => {
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
    expect(cardTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
  });
});

it('allTags is sorted and unique', () => {
  const tags = allTags(blogPosts);
  expect(tags).toEqual([...new Set(tags)].sort((a, b) => a.localeCompare(b)));
  expect(tags).toContain('robotics');
});

describe('filterPosts on a Hindi or Gujarati page (issue 39, point 7)', () => {
  const inLanguage = (posts: readonly BlogPost[], filters: BlogFilters) => filterPosts(posts, filters, blogPosts).map((p) => p.id);
  const english = (filters: BlogFilters) => filterPosts(blogPosts, filters).map((p) => p.id);

  it('finds a Latin query ("robotics") in Hindi and Gujarati as in English, with the category and tag values in English', () => {
    const query = { ...EMPTY_FILTERS, q: 'robotics' };
    expect(english(query).length).toBeGreaterThan(0);
    expect(inLanguage(hindi.blogPosts, query)).toEqual(english(query));
    expect(inLanguage(gujarati.blogPosts.blogPosts, query)).toEqual(english(query));
    const filtered = { q: '', category: 'Robotics' as const, tag: 'robotics' };
    expect(inLanguage(hindi.blogPosts, filtered)).toEqual(english(filtered));
  });
  it('finds a Hindi word whole, and a query in decomposed form the same', () => {
    const found = inLanguage(hindi.blogPosts, { ...EMPTY_FILTERS, q: 'रोबोटिक्स' });
    expect(found.length).toBeGreaterThan(0);
    expect(inLanguage(hindi.blogPosts, { ...EMPTY_FILTERS, q: 'रोबोटिक्स'.normalize('NFD') })).toEqual(found);
  });
});
