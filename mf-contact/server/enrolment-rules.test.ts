import {
  canChange,
  courseStartDate,
  daysBeforeStart,
  indianDate,
  isCalendarDate,
  refundFor,
  REGISTRATION_STATUSES,
  rupeesFromPaise,
  startDateProblem,
  TRANSITIONS,
} from './enrolment-rules';

/** Issue 40, point 2: which status may follow which, and the refund a cancelled paid seat gets. */

describe('status transitions', () => {
  it('allows exactly the office’s steps and nothing after cancelled', () => {
    const allowed = REGISTRATION_STATUSES.flatMap((from) =>
      REGISTRATION_STATUSES.filter((to) => canChange(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'new->confirmed',
        'new->waitlisted',
        'new->cancelled',
        'waitlisted->confirmed',
        'waitlisted->cancelled',
        'confirmed->paid',
        'confirmed->cancelled',
        'paid->cancelled',
      ].sort(),
    );
    expect(TRANSITIONS.cancelled).toEqual([]);
    for (const from of REGISTRATION_STATUSES) expect(canChange(from, 'new')).toBe(false);
    expect(canChange('new', 'paid')).toBe(false);
    expect(canChange('paid', 'confirmed')).toBe(false);
    expect(canChange('confirmed', 'waitlisted')).toBe(false);
  });
});

describe('the refund of a cancelled paid seat', () => {
  const seat = { priceInr: 599, startMonth: '2027-01', startDate: null };
  // Noon in India on a day: the first of January 2027 is the start.
  const onIndianDay = (date: string) => new Date(`${date}T06:30:00Z`);

  it.each([
    ['2026-12-18', 14, 100, 59_900],
    ['2026-12-19', 13, 50, 29_950],
    ['2026-12-25', 7, 50, 29_950],
    ['2026-12-26', 6, 0, 0],
    ['2027-01-01', 0, 0, 0],
    ['2027-01-05', -4, 0, 0],
  ])('cancelled on %s: %i days before the start, %i %% back, %i paise', (day, days, percent, paise) => {
    expect(refundFor(seat, onIndianDay(day))).toEqual({ daysBefore: days, startDate: '2027-01-01', percent, paise });
  });

  it('counts days in India’s calendar: 23:59 and 00:00 in India are different days', () => {
    // 18 December, 23:59 IST is 18:29 UTC; a minute later it is the 19th in India.
    expect(refundFor(seat, new Date('2026-12-18T18:29:00Z')).percent).toBe(100);
    expect(refundFor(seat, new Date('2026-12-18T18:30:00Z'))).toMatchObject({ daysBefore: 13, percent: 50 });
    expect(indianDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('counts from the start date the office recorded, else the preferred month’s first day', () => {
    expect(courseStartDate(seat)).toBe('2027-01-01');
    expect(courseStartDate({ ...seat, startDate: '2027-01-11' })).toBe('2027-01-11');
    expect(refundFor({ ...seat, startDate: '2027-01-11' }, onIndianDay('2026-12-26'))).toMatchObject({ daysBefore: 16, percent: 100 });
    expect(daysBeforeStart('2027-03-01', onIndianDay('2027-02-28'))).toBe(1);
  });

  it('writes paise as rupees the way India does', () => {
    expect(rupeesFromPaise(59_900)).toBe('₹599');
    expect(rupeesFromPaise(29_950)).toBe('₹299.50');
    expect(rupeesFromPaise(14_999_900)).toBe('₹1,49,999');
    expect(rupeesFromPaise(0)).toBe('₹0');
  });
});

describe('a start date the office records', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('must be a real calendar date near today', () => {
    expect(isCalendarDate('2027-01-04')).toBe(true);
    for (const bad of ['2027-02-30', '2027-13-01', '4/1/2027', '2027-1-4', '', '2027-01-04T00:00']) expect(isCalendarDate(bad)).toBe(false);
    expect(startDateProblem('2027-01-04', now)).toBeNull();
    expect(startDateProblem('2027-02-30', now)).toMatch(/real date/);
    expect(startDateProblem('2029-01-01', now)).toMatch(/two years/);
    expect(startDateProblem('2026-09-01', now)).toMatch(/a month before/);
  });
});
