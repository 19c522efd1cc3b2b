import { blogPosts } from '../../data/blog-posts';
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
    expect(activeChips(filters).map((c) => c.label)).toEqual(['Search: “lab”', 'Category: Education', 'Tag: stem']);
    expect(removeFilter(filters, 'category')).toEqual({ q: 'lab', category: null, tag: 'stem' });
    expect(activeChips(EMPTY_FILTERS)).toEqual([]);
  });
});

describe('cardTags', () => {
  it('shows up to 3 tags and "+N more"', () => {
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], moreLabel: '+2 more' });
    expect(cardTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], moreLabel: null });
  });
});

it('allTags is sorted and unique', () => {
  const tags = allTags(blogPosts);
  expect(tags).toEqual([...new Set(tags)].sort((a, b) => a.localeCompare(b)));
  expect(tags).toContain('robotics');
});
