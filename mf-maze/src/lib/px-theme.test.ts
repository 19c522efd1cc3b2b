import { pxTheme, remToPx } from './px-theme';

describe('pxTheme', () => {
  it('turns rem lengths into pixels and leaves everything else', () => {
    expect(remToPx('1.5rem')).toBe('24px');
    expect(remToPx('0.8125rem')).toBe('13px');
    expect(remToPx('clamp(2rem, 6vw, 3.5rem)')).toBe('clamp(32px, 6vw, 56px)');
    expect(remToPx('#1b3fa0')).toBe('#1b3fa0');
    expect(remToPx('44px')).toBe('44px');
  });

  it('walks a nested theme', () => {
    expect(pxTheme({ space: { md: '1rem' }, zIndex: { chat: 80 }, motion: { fast: '0.2s' } })).toEqual({
      space: { md: '16px' },
      zIndex: { chat: 80 },
      motion: { fast: '0.2s' },
    });
  });
});
