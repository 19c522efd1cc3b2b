import { launcherSpot, TUCKED, type Box, type LauncherLayout, type LauncherSpot } from './launcher-position';

const phone: LauncherLayout = { viewportWidth: 375, viewportHeight: 812, edge: 16, size: 56, gap: 12, topLimit: 80 };
const box = (top: number, bottom: number, left = 250, right = 359): Box => ({ top, bottom, left, right });

/** The button's box for a spot, in the layout's viewport. */
function buttonBox(layout: LauncherLayout, spot: LauncherSpot): Box {
  if (spot.tucked) throw new Error('tucked');
  const bottom = layout.viewportHeight - layout.edge - spot.lift;
  const right = layout.viewportWidth - layout.edge;
  return { top: bottom - layout.size, bottom, left: right - layout.size, right };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

describe('launcherSpot', () => {
  it('rests in the corner when nothing is in the way', () => {
    expect(launcherSpot(phone, null, [])).toEqual({ tucked: false, lift: 0 });
    expect(launcherSpot(phone, 900, [box(100, 140)])).toEqual({ tucked: false, lift: 0 });
  });

  it('parks above the footer while the footer is on screen', () => {
    // Footer top at 600: the button bottom must be at 600 - 12 = 588, i.e. 224 px from the bottom.
    expect(launcherSpot(phone, 600, [])).toEqual({ tucked: false, lift: 812 - 600 + 12 - 16 });
  });

  it('climbs past a control in its column (the maze buttons on a phone)', () => {
    const turnRight = box(720, 799);
    const button = buttonBox(phone, launcherSpot(phone, null, [turnRight]));
    expect(button.bottom).toBeLessThanOrEqual(720 - 12);
  });

  it('climbs past a stack of controls', () => {
    const button = buttonBox(phone, launcherSpot(phone, null, [box(720, 799), box(640, 712)]));
    expect(button.bottom).toBeLessThanOrEqual(640 - 12);
  });

  it('ignores controls outside its column', () => {
    expect(launcherSpot(phone, null, [box(720, 799, 16, 125)])).toEqual({ tucked: false, lift: 0 });
  });

  // Seen on a 390 px phone at the bottom of /: the footer (1,251 px) is taller than the screen, so
  // "above the footer" was above the header, and the button came to rest on the menu button.
  describe('on a phone whose footer is taller than the screen (the bottom of / at 390 px)', () => {
    const home: LauncherLayout = { viewportWidth: 390, viewportHeight: 844, edge: 16, size: 56, gap: 12, topLimit: 84 };
    const menuButton = box(12, 60, 326, 374);
    const footerLinks = [
      box(532, 554, 76, 226), // +91 79 4890 2210
      box(645, 669, 76, 235), // hello@robominds.in
      box(792, 816, 16, 118), // Privacy Policy
      box(792, 816, 134, 257), // Terms of Service
      box(792, 816, 274, 336), // Sitemap
    ];

    it('scrolled to the end, it rests over the footer plain space, clear of the header and every link', () => {
      const spot = launcherSpot(home, -407, footerLinks);
      const button = buttonBox(home, spot);
      expect(button.top).toBeGreaterThanOrEqual(home.topLimit);
      expect(overlaps(button, menuButton)).toBe(false);
      for (const link of footerLinks) expect(overlaps(button, link)).toBe(false);
      expect(button.bottom).toBeLessThanOrEqual(792 - 12);
    });

    it('in the band where the footer top is just below the header, it does not climb onto the header', () => {
      for (const footerTop of [84, 120, 150, 200]) {
        const button = buttonBox(home, launcherSpot(home, footerTop, footerLinks));
        expect(button.top).toBeGreaterThanOrEqual(home.topLimit);
        expect(overlaps(button, menuButton)).toBe(false);
      }
    });

    it('still parks above the footer while there is room for it there', () => {
      expect(launcherSpot(home, 500, footerLinks)).toEqual({ tucked: false, lift: 844 - 500 + 12 - 16 });
    });
  });

  it('is tucked away when controls fill its column from the header down, footer or not', () => {
    const wall = Array.from({ length: 12 }, (_, i) => box(80 + i * 60, 130 + i * 60));
    expect(launcherSpot(phone, null, wall)).toBe(TUCKED);
    expect(launcherSpot(phone, 700, wall)).toBe(TUCKED);
  });

  it('takes a gap between controls only when the button fits in it with room to spare', () => {
    // 80 px between two links: 56 px and 12 px either side fit exactly.
    const spot = launcherSpot(phone, null, [box(720, 812), box(80, 640)]);
    expect(buttonBox(phone, spot)).toMatchObject({ top: 652, bottom: 708 });
    expect(launcherSpot(phone, null, [box(720, 812), box(80, 641)])).toBe(TUCKED);
  });
});
