import { media } from 'shared/ui';
import {
  BUTTON_SIZE,
  EDGE,
  GAP,
  MIN_PANEL_HEIGHT,
  launcherShift,
  mediaCondition,
  openLift,
  panelBottom,
  panelSize,
} from './panel-geometry';

describe('panel geometry', () => {
  it('rests the button an edge from the corner and the panel just above it', () => {
    expect(EDGE).toBe(16);
    expect(launcherShift(0)).toBe('none');
    expect(panelBottom(0)).toBe(16 + 56 + 12);
    // Lifted by 100 px, the button's bottom is EDGE + 100 from the screen's, and the panel just above it.
    expect(launcherShift(100)).toBe('translateY(-100px)');
    expect(panelBottom(100) - (EDGE + 100)).toBe(BUTTON_SIZE + GAP);
  });

  it('opens where the button was when the screen has room for a usable panel', () => {
    expect(openLift(200, 900)).toBe(200);
  });

  it('lowers the panel on a short screen so at least the minimum height is left', () => {
    const lift = openLift(400, 812);
    expect(lift).toBeLessThan(400);
    expect(812 - panelBottom(lift) - EDGE).toBe(MIN_PANEL_HEIGHT);
  });

  it('never lifts on a screen too short for the minimum panel', () => {
    expect(openLift(150, 300)).toBe(0);
  });

  it('caps the panel height and keeps an edge free above it, in browsers with and without dvh', () => {
    expect(panelSize(84)).toEqual({
      height: 'min(560px, calc(100vh - 100px))',
      maxHeight: 'min(560px, calc(100dvh - 100px))',
    });
  });

  it('turns an @media rule into the condition matchMedia takes', () => {
    expect(mediaCondition('@media (max-width: 768px)')).toBe('(max-width: 768px)');
    expect(mediaCondition(media.phone)).toMatch(/^\(max-width: \d+px\)$/);
  });
});
