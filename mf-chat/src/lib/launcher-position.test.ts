import { launcherLift, type Box, type LauncherLayout } from './launcher-position';

const phone: LauncherLayout = { viewportWidth: 375, viewportHeight: 812, edge: 16, size: 56, gap: 12, topLimit: 80 };
const box = (top: number, bottom: number, left = 250, right = 359): Box => ({ top, bottom, left, right });

describe('launcherLift', () => {
  it('rests in the corner when nothing is in the way', () => {
    expect(launcherLift(phone, null, [])).toBe(0);
    expect(launcherLift(phone, 900, [box(100, 140)])).toBe(0);
  });

  it('parks above the footer while the footer is on screen', () => {
    // Footer top at 600: the button bottom must be at 600 - 12 = 588, i.e. 224 px from the bottom.
    expect(launcherLift(phone, 600, [])).toBe(812 - 600 + 12 - 16);
  });

  it('climbs past a control in its column (the maze buttons on a phone)', () => {
    const turnRight = box(720, 799);
    const lift = launcherLift(phone, null, [turnRight]);
    const buttonBottom = 812 - 16 - lift;
    expect(buttonBottom).toBeLessThanOrEqual(720 - 12);
  });

  it('climbs past a stack of controls', () => {
    const lift = launcherLift(phone, null, [box(720, 799), box(640, 712)]);
    expect(812 - 16 - lift).toBeLessThanOrEqual(640 - 12);
  });

  it('ignores controls outside its column', () => {
    expect(launcherLift(phone, null, [box(720, 799, 16, 125)])).toBe(0);
  });

  it('gives up dodging when no spot is free below the header, but stays above the footer', () => {
    const wall = Array.from({ length: 12 }, (_, i) => box(80 + i * 60, 130 + i * 60));
    expect(launcherLift(phone, null, wall)).toBe(0);
    expect(launcherLift(phone, 700, wall)).toBe(812 - 700 + 12 - 16);
  });
});
