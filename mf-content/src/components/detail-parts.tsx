import type { ReactNode } from 'react';
import { drawnWhenNear } from 'shared/ui';
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

/** Three cards' usual height (measured at 375, 800 and 1366 px, English and Hindi). */
const moreItemsHeight = drawnWhenNear({ phone: 1600, tablet: 1100, desktop: 570 });

/**
 * More News / related posts: a headed grid of the items' cards, after the article: below the fold, so
 * drawn as it nears the screen (decision record 073).
 */
export function MoreItems<T extends { readonly id: string }>({
  id,
  heading,
  items,
  card,
  drawnAsNear = true,
}: {
  /** The heading's id (the section is labelled by it). */
  readonly id: string;
  readonly heading: string;
  readonly items: readonly T[];
  readonly card: (item: T) => ReactNode;
  /** False on the page answering a script-free post: see drawnAsNearUnlessAnswering. */
  readonly drawnAsNear?: boolean;
}) {
  return (
    <section aria-labelledby={id} css={[drawnAsNear && moreItemsHeight, (theme) => ({ marginTop: theme.space.xl })]}>
      <h2 id={id}>{heading}</h2>
      <CardGrid min="20rem">
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </CardGrid>
    </section>
  );
}

/** The subscribe box's usual height (measured at 375 and 412 px: 476 to 526; from 768 px up: 322; in all three languages). */
const newsletterHeight = drawnWhenNear({ phone: 500, tablet: 322, desktop: 322 });

/**
 * The subscribe box that closes an article or post: the page's last block, so drawn as it nears the
 * screen. A form's layout is costly, and the box was the largest part of a Hindi article's first
 * layout left once its body was drawn as it nears (decision record 079).
 */
export function ClosingNewsletter({ children, drawnAsNear = true }: { readonly children: ReactNode; readonly drawnAsNear?: boolean }) {
  return <div css={[drawnAsNear && newsletterHeight, (theme) => ({ marginTop: theme.space.xl, maxWidth: '46rem' })]}>{children}</div>;
}

/**
 * A detail page that answers a script-free post of its subscribe box (`formOutcome`) draws every block
 * at once: the browser scrolls to the box's answer (`#newsletter-form-outcome`) while the blocks above
 * it still count at their usual heights, and draws them after, which moved the box by their difference
 * (a Hindi article's box landed 90 px too far, its heading under the header; an English one's answer
 * below the fold). One page view after a post, not worth the shift.
 */
export const drawnAsNearUnlessAnswering = (formOutcome: unknown): boolean => formOutcome === undefined;
