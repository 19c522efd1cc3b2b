import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { Container } from 'shared/ui';

export interface DetailHeaderProps {
  /** The way back to the item's list ('← All news'). */
  readonly back: { readonly href: string; readonly label: string };
  readonly title: string;
  /** Shown above the title (the blog post's category). */
  readonly kicker?: ReactNode;
  /** The muted line under the title: date, author, reading time. */
  readonly meta: ReactNode;
}

/** The dark band that opens a news article or a blog post: back link, title and its facts. */
export function DetailHeader({ back, title, kicker, meta }: DetailHeaderProps) {
  return (
    <header css={(theme) => ({ background: theme.color.inverseSurface, color: theme.color.inverseText, padding: `${theme.space.xl} 0` })}>
      <Container>
        <Link
          to={back.href}
          css={(theme) => ({ color: theme.color.inverseMuted, display: 'inline-flex', minHeight: 44, alignItems: 'center' })}
        >
          ← {back.label}
        </Link>
        {kicker ? <p css={{ margin: '8px 0' }}>{kicker}</p> : null}
        <h1 css={(theme) => ({ fontSize: theme.fontSize.xxl, maxWidth: '46rem' })}>{title}</h1>
        <p css={(theme) => ({ color: theme.color.inverseMuted, margin: 0 })}>{meta}</p>
      </Container>
    </header>
  );
}
