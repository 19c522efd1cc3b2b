import { featured, findById, homeFeatured, latest, moreItems, parseSortOrder, prevNextIds, sortByDate } from './collections';

const items = [
  { id: '1', date: '2025-01-23', featured: true },
  { id: '2', date: '2025-03-01', featured: false },
  { id: '3', date: '2025-02-10', featured: true },
  { id: '4', date: '2025-06-18', featured: false },
  { id: '5', date: '2025-05-05', featured: true },
];

describe('sortByDate', () => {
  it('sorts newest or oldest first without mutating', () => {
    const copy = [...items];
    expect(sortByDate(items).map((i) => i.id)).toEqual(['4', '5', '2', '3', '1']);
    expect(sortByDate(items, 'oldest').map((i) => i.id)).toEqual(['1', '3', '2', '5', '4']);
    expect(items).toEqual(copy);
  });
});

it('latest: newest first, default 3', () => {
  expect(latest(items).map((i) => i.id)).toEqual(['4', '5', '2']);
  expect(latest(items, 1).map((i) => i.id)).toEqual(['4']);
});

it('featured: featured only, newest first, default 2', () => {
  expect(featured(items).map((i) => i.id)).toEqual(['5', '3']);
  expect(featured(items, 10).map((i) => i.id)).toEqual(['5', '3', '1']);
});

it('homeFeatured fills up to the count with the newest others', () => {
  expect(homeFeatured(items, 4).map((i) => i.id)).toEqual(['5', '3', '1', '4']);
});

it('findById', () => {
  expect(findById(items, '3')?.date).toBe('2025-02-10');
  expect(findById(items, '99')).toBeUndefined();
  expect(findById(items, undefined)).toBeUndefined();
});

it('moreItems: 3 most recent excluding the current one', () => {
  expect(moreItems(items, '4').map((i) => i.id)).toEqual(['5', '2', '3']);
  expect(moreItems(items, '1').map((i) => i.id)).toEqual(['4', '5', '2']);
});

describe('prevNextIds', () => {
  it('disables previous at id 1', () => {
    expect(prevNextIds('1')).toEqual({ previous: null, next: '2' });
  });
  it('links both ways below 4', () => {
    expect(prevNextIds('3')).toEqual({ previous: '2', next: '4' });
  });
  it('disables next at id 4 and above', () => {
    expect(prevNextIds('4')).toEqual({ previous: '3', next: null });
    expect(prevNextIds('11')).toEqual({ previous: '10', next: null });
  });
  it('has neither for a non-numeric id', () => {
    expect(prevNextIds('abc')).toEqual({ previous: null, next: null });
    expect(prevNextIds('01')).toEqual({ previous: null, next: null });
  });
});

it('parseSortOrder defaults to newest', () => {
  expect(parseSortOrder('oldest')).toBe('oldest');
  expect(parseSortOrder('x')).toBe('newest');
  expect(parseSortOrder(null)).toBe('newest');
});
