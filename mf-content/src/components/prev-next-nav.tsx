import type { Theme } from '@emotion/react';
import { componentWords, useWords } from '../i18n';
import { Link } from 'shared/router';
import type { PrevNext } from '../lib/collections';

const itemStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space.md}`,
  borderRadius: theme.radius.pill,
  border: `2px solid ${theme.color.primary}`,
  fontWeight: 600,
  textDecoration: 'none',
});

/**
 * Previous / next links by id (spec: id minus or plus one). An unavailable direction is still shown,
 * in a disabled style, so the pair never shifts; it is not a link and says it is unavailable.
 */
export function PrevNextNav({
  ids,
  hrefFor,
  label,
}: {
  readonly ids: PrevNext;
  readonly hrefFor: (id: string) => string;
  readonly label: string;
}) {
  const { i18n } = useWords(componentWords);
  const item = (id: string | null, text: string, rel: 'prev' | 'next') =>
    id ? (
      <Link to={hrefFor(id)} rel={rel} css={itemStyle}>
        {text}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        css={(theme) => ({ ...itemStyle(theme), borderColor: theme.color.border, color: theme.color.muted, cursor: 'not-allowed' })}
      >
        {text}
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' }}>
          {' '}
          {i18n._('nav.unavailable')}
        </span>
      </span>
    );
  return (
    <nav
      aria-label={label}
      css={(theme) => ({
        display: 'flex',
        justifyContent: 'space-between',
        gap: theme.space.sm,
        flexWrap: 'wrap',
        margin: `${theme.space.xl} 0`,
      })}
    >
      {item(ids.previous, i18n._('nav.previous'), 'prev')}
      {item(ids.next, i18n._('nav.next'), 'next')}
    </nav>
  );
}
