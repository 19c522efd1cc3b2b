import { coverBox, hides, scrollToUncover } from './focus-cover';

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

describe('coverBox', () => {
  it('is the button alone while the panel is closed (hidden, its box is empty)', () => {
    expect(coverBox(button)).toEqual(button);
    expect(coverBox(button, { top: 0, bottom: 0, left: 0, right: 0 })).toEqual(button);
  });
  it('reaches from the open panel’s top down to the button, so a control behind the panel is scrolled above it', () => {
    const cover = coverBox(button, { top: 100, bottom: 688, left: 0, right: 360 });
    expect(cover).toEqual({ top: 100, bottom: 756, left: 0, right: 360 });
    expect(scrollToUncover({ top: 400, bottom: 440, left: 20, right: 200 }, cover, { programmatic: false })).toBe(348);
  });
});

describe('hides', () => {
  const panel = { top: 16, bottom: 530, left: 884, right: 1264 };
  it('is true for a control wholly behind the open panel', () => {
    expect(hides(panel, { top: 420, bottom: 464, left: 890, right: 1000 })).toBe(true);
  });
  it('is false for a control partly beside it, and while the panel is hidden (an empty box) or absent', () => {
    expect(hides(panel, { top: 420, bottom: 464, left: 850, right: 1000 })).toBe(false);
    expect(hides({ top: 0, bottom: 0, left: 0, right: 0 }, { top: 0, bottom: 0, left: 0, right: 0 })).toBe(false);
    expect(hides(undefined, { top: 420, bottom: 464, left: 890, right: 1000 })).toBe(false);
  });
});
