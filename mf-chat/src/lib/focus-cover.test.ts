import { scrollToUncover } from './focus-cover';

const button = { top: 700, bottom: 756, left: 300, right: 356 };

describe('scrollToUncover', () => {
  it('scrolls a covered control just above the button', () => {
    expect(scrollToUncover({ top: 710, bottom: 750, left: 280, right: 340 }, button, { programmatic: false })).toBe(58);
  });
  it('leaves a control the button does not cover alone', () => {
    expect(scrollToUncover({ top: 710, bottom: 750, left: 20, right: 200 }, button, { programmatic: false })).toBe(0);
  });
  it('leaves containers that a script focused alone (the main area, a section a link points at)', () => {
    expect(scrollToUncover({ top: 710, bottom: 750, left: 280, right: 340 }, button, { programmatic: true })).toBe(0);
  });
  it('does not push the top of a tall box off the screen', () => {
    expect(scrollToUncover({ top: 80, bottom: 1400, left: 0, right: 375 }, button, { programmatic: false })).toBe(0);
  });
});
