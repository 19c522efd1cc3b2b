import { Link } from 'shared/router';
import { BRAND_NAME, sitePaths } from 'shared/site';
import { useShellWords } from '../i18n';
import { focusRing } from 'shared/ui';

/** The logo: a small robot head and the brand name; links home. */
export function BrandMark({ inverse = false }: { readonly inverse?: boolean }) {
  const { i18n } = useShellWords();
  return (
    <Link
      to={sitePaths.home}
      aria-label={i18n._('brand.home', { brand: BRAND_NAME })}
      css={(theme) => [
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 10,
          minHeight: 44,
          textDecoration: 'none',
          fontWeight: 800,
          fontSize: '1.35rem',
          lineHeight: 1,
          letterSpacing: '-0.01em',
          color: inverse ? theme.color.inverseText : theme.color.primary,
          '&:hover': { color: inverse ? theme.color.inverseText : theme.color.primaryHover, textDecoration: 'none' },
        },
        focusRing(theme),
      ]}
    >
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverse ? '#ffffff' : '#1b3fa0'} />
        <rect x="16" y="20" width="32" height="26" rx="6" fill={inverse ? '#1b3fa0' : '#ffffff'} />
        <circle cx="26" cy="33" r="4" fill="#c2410c" />
        <circle cx="38" cy="33" r="4" fill="#c2410c" />
        <rect x="30" y="10" width="4" height="10" fill={inverse ? '#1b3fa0' : '#ffffff'} />
        <circle cx="32" cy="9" r="4" fill="#f59e0b" />
      </svg>
      <span>{BRAND_NAME}</span>
    </Link>
  );
}
