import type { ComponentPropsWithoutRef } from 'react';

type Columns = 1 | 2 | 3 | 4 | 6;

export interface ColumnGridProps extends ComponentPropsWithoutRef<'ul'> {
  /** Columns on a phone (default 1). */
  readonly phone?: Columns;
  /** Columns from 768px wide, if more than on a phone. */
  readonly tablet?: Columns;
  /** Columns from 1024px wide, if more than on a tablet. */
  readonly desktop?: Columns;
  /** The space between cards, from the theme. */
  readonly gap?: 'sm' | 'md' | 'lg';
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS grid value, not words
const repeat = (n: Columns) => `repeat(${n}, 1fr)`;

/**
 * A list shown as a grid with a set number of columns per screen width (team, testimonials, plans,
 * what a centre receives…): the list's semantics stay (a screen reader says how many), the bullets and
 * indents go. Where the cards should rather fill the row with as many as fit, `CardGrid` (layout.tsx).
 */
export function ColumnGrid({ phone = 1, tablet, desktop, gap = 'lg', ...list }: ColumnGridProps) {
  return (
    <ul
      {...list}
      css={(theme) => ({
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: theme.space[gap],
        ...(phone > 1 ? { gridTemplateColumns: repeat(phone) } : {}),
        ...(tablet ? { '@media (min-width: 768px)': { gridTemplateColumns: repeat(tablet) } } : {}),
        ...(desktop ? { '@media (min-width: 1024px)': { gridTemplateColumns: repeat(desktop) } } : {}),
      })}
    />
  );
}
