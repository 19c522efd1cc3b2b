/**
 * Design tokens. Colours were picked for WCAG AA contrast: every text colour below is at least 4.5:1 on
 * the background it is used on (primary on white 7.1:1, muted on white 7.0:1, white on primary 7.1:1).
 */
export const tokens = {
  color: {
    primary: '#1b3fa0',
    primaryHover: '#142f78',
    primarySoft: '#e8eefc',
    accent: '#c2410c',
    accentHover: '#9a3412',
    accentSoft: '#fff1e8',
    text: '#0f172a',
    muted: '#475569',
    border: '#cbd5e1',
    surface: '#f5f7fb',
    background: '#ffffff',
    inverseText: '#ffffff',
    inverseSurface: '#0f1b3d',
    inverseMuted: '#c7d2ea',
    success: '#166534',
    successSoft: '#dcfce7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    focus: '#f59e0b',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.25rem',
    hero: 'clamp(2rem, 6vw, 3.5rem)',
  },
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    header: '0 2px 12px rgba(15, 23, 42, 0.12)',
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 16px rgba(15, 23, 42, 0.06)',
    raised: '0 8px 30px rgba(15, 23, 42, 0.18)',
  },
  layout: { maxWidth: '1200px', headerHeight: '72px', mobileMenuMaxWidth: '320px' },
  breakpoint: { sm: '480px', md: '768px', lg: '1024px' },
  /** Smallest touch target (WCAG 2.5.8 wants 24px; 44px is the comfortable size for children's fingers). */
  touchTarget: '44px',
  motion: { page: '0.5s', fast: '0.2s' },
  zIndex: { header: 50, overlay: 90, menu: 100, chat: 80, skipLink: 200 },
} as const;

export type Tokens = typeof tokens;

/** Media queries used by every package, so breakpoints never drift apart. */
export const media = {
  phone: `@media (max-width: ${tokens.breakpoint.md})`,
  tabletUp: `@media (min-width: ${tokens.breakpoint.md})`,
  desktopUp: `@media (min-width: ${tokens.breakpoint.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  touch: '@media (pointer: coarse)',
} as const;
