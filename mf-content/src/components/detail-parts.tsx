import type { ReactNode } from 'react';
import { Illustration } from './illustration';
import { CardGrid } from './layout';

/** A detail page's cover picture: the page's largest, fetched first. */
export function DetailCover({ src, alt }: { readonly src: string; readonly alt: string }) {
  return (
    <div css={(theme) => ({ maxWidth: '46rem', borderRadius: theme.radius.lg, overflow: 'hidden', marginBottom: theme.space.lg })}>
      <Illustration src={src} alt={alt} priority />
    </div>
  );
}

/** More News / related posts: a headed grid of the items' cards. */
export function MoreItems<T extends { readonly id: string }>({
  id,
  heading,
  items,
  card,
}: {
  /** The heading's id (the section is labelled by it). */
  readonly id: string;
  readonly heading: string;
  readonly items: readonly T[];
  readonly card: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} css={(theme) => ({ marginTop: theme.space.xl })}>
      <h2 id={id}>{heading}</h2>
      <CardGrid min="20rem">
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </CardGrid>
    </section>
  );
}
