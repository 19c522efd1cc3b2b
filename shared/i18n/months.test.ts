import { monthFromList } from './months';

const MONTHS = 'January February March April May June July August September October November December';

it('names a month from a list of the twelve', () => {
  expect([1, 6, 12].map((month) => monthFromList(MONTHS, month))).toEqual(['January', 'June', 'December']);
});

it('names none for another number, or from a list that is not twelve names', () => {
  expect([0, 13, 1.5, Number.NaN].map((month) => monthFromList(MONTHS, month))).toEqual([undefined, undefined, undefined, undefined]);
  expect(monthFromList('January February', 1)).toBeUndefined();
  expect(monthFromList('date.months', 1)).toBeUndefined();
});
