import { countWord, courseShortName, formatCount, formatGrades, formatRupees, listAnd, ratingSummary } from './format';

it('formats rupees the Indian way', () => {
  expect(formatRupees(599)).toBe('₹599');
  expect(formatRupees(125000)).toBe('₹1,25,000');
});

it('groups counts the Indian way, as en-IN does', () => {
  for (const value of [0, 7, 999, 1000, 10000, 99999, 100000, 2500000, 123456789]) {
    expect(formatCount(value)).toBe(value.toLocaleString('en-IN'));
  }
});

it('formats grade ranges', () => {
  expect(formatGrades('9-12')).toBe('Grades 9–12');
});

describe('ratingSummary', () => {
  it('says "No reviews yet" rather than zero stars', () => {
    expect(ratingSummary(0, 0)).toEqual({ text: 'No reviews yet', label: 'No reviews yet', stars: 0, rated: false });
  });
  it('shows the rating and the count', () => {
    expect(ratingSummary(4.8, 126)).toMatchObject({ text: '4.8 (126 reviews)', stars: 5, rated: true });
    expect(ratingSummary(4.2, 1).text).toBe('4.2 (1 review)');
  });
});

describe('countWord', () => {
  it('writes small counts as words and larger ones as figures, capitalised at the start of a sentence', () => {
    expect([0, 3, 8, 12].map((n) => countWord(n))).toEqual(['zero', 'three', 'eight', 'twelve']);
    expect(countWord(3, { capital: true })).toBe('Three');
    expect(countWord(13)).toBe('13');
    expect(countWord(25000)).toBe('25,000');
  });
});

describe('courseShortName', () => {
  it('is the part of a title before its colon', () => {
    expect(courseShortName('Internet of Things: Build Smart Devices')).toBe('Internet of Things');
    expect(courseShortName('Robotics')).toBe('Robotics');
  });
});

describe('listAnd', () => {
  it('joins with commas and a final "and"', () => {
    expect([[], ['A'], ['A', 'B'], ['A', 'B', 'C']].map((items) => listAnd(items))).toEqual(['', 'A', 'A and B', 'A, B and C']);
  });
});
