import { normaliseIndianPhone, startMonths } from './registration-rules';

describe('the rules a registration is checked by', () => {
  it('reads Indian mobile numbers as people write them into one normal form', () => {
    expect(['+91 98250 12345', '098250-12345', '9825012345', ' +91-98250-12345 '].map(normaliseIndianPhone)).toEqual(
      Array(4).fill('+919825012345'),
    );
    // As a Hindi or a Gujarati keyboard types them: the same number, stored in Latin digits.
    expect(['९८२५० १२३४५', '+९१ ९८२५०-१२३४५', '૦૯૮૨૫૦ ૧૨૩૪૫', '+91 98250 ૧૨૩૪૫'].map(normaliseIndianPhone)).toEqual(
      Array(4).fill('+919825012345'),
    );
    expect(['५८२५०१२३४५', '૯૮૨૫૦૧૨૩૪'].map(normaliseIndianPhone)).toEqual([null, null]);
    expect(['5825012345', '+1 9825012345', '982501234', '91 98250 12345', '+91 98250 1234x'].map(normaliseIndianPhone)).toEqual(
      Array(5).fill(null),
    );
  });

  it('offers the next six months in India, turning the year', () => {
    expect(startMonths(new Date('2026-11-25T10:00:00Z'))).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']);
    // 30 November 20:00 UTC is already 1 December in India.
    expect(startMonths(new Date('2026-11-30T20:00:00Z'))[0]).toBe('2027-01');
  });
});
