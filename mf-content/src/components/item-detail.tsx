import { Fragment, type ReactNode } from 'react';
import { Navigate, useParams } from 'shared/router';
import type { PageProps } from 'shared/contracts';
import { Container, Section, Spinner } from 'shared/ui';
import { NewsletterBox, type NewsletterBoxProps } from 'shared/ui/newsletter-box';
import { findById } from '../lib/collections';
import { CardGrid } from './layout';
import { DetailHeader, type DetailHeaderProps } from './detail-header';
import { Illustration } from './illustration';
import type { NotFoundKind, NotFoundState } from './not-found-notice';
import { useDelay } from './use-delay';
import { useReportTitle } from './use-report-title';

export interface ItemDetailProps<T> extends Pick<PageProps, 'reportTitle' | 'serverRendered'> {
  readonly items: readonly T[];
  /** What the 300 ms loading state says ('Loading news item…'). */
  readonly loadingLabel: string;
  /** The item's list: where an unknown id goes, with its notice. */
  readonly list: { readonly href: string; readonly kind: NotFoundKind };
  readonly children: (item: T) => ReactNode;
}

/**
 * What every detail page of a dated collection (news, blog) does before it shows its item: a 300 ms
 * loading state on in-app navigation, none for the item the document arrived with (the server rendered
 * it, and a spinner would replace it); the item's title reported; an unknown id back to the list with a
 * notice. `children` renders the item; it is keyed by id, so its own state starts afresh for the next.
 */
export function ItemDetail<T extends { readonly id: string; readonly title: string }>({
  items,
  reportTitle,
  serverRendered = false,
  loadingLabel,
  list,
  children,
}: ItemDetailProps<T>) {
  const { id } = useParams();
  const ready = useDelay(id, { initiallyReady: serverRendered });
  const item = findById(items, id);

  useReportTitle(reportTitle, ready && item ? item.title : null);

  if (!ready) return <Spinner label={loadingLabel} />;
  if (!item) return <Navigate to={list.href} replace state={{ notFound: list.kind } satisfies NotFoundState} />;
  return <Fragment key={item.id}>{children(item)}</Fragment>;
}

export interface DetailArticleProps {
  readonly header: DetailHeaderProps;
  readonly cover: { readonly src: string; readonly alt: string };
  readonly newsletter: NewsletterBoxProps;
  /** The article's text and what follows it, between the cover and the newsletter box. */
  readonly children: ReactNode;
}

/** The frame of a news article or a blog post: the dark header band, the cover, the text, the newsletter box. */
export function DetailArticle({ header, cover, newsletter, children }: DetailArticleProps) {
  return (
    <article>
      <DetailHeader {...header} />
      <Section css={{ paddingTop: 32 }}>
        <Container>
          <div css={(theme) => ({ maxWidth: '46rem', borderRadius: theme.radius.lg, overflow: 'hidden', marginBottom: theme.space.lg })}>
            <Illustration src={cover.src} alt={cover.alt} priority />
          </div>
          {children}
          <div css={(theme) => ({ marginTop: theme.space.xl, maxWidth: '46rem' })}>
            <NewsletterBox {...newsletter} />
          </div>
        </Container>
      </Section>
    </article>
  );
}

/** 'More News', 'Related Posts': a titled grid of the collection's other cards. */
export function MoreItems<T extends { readonly id: string }>({
  headingId,
  title,
  items,
  card,
  className,
}: {
  readonly headingId: string;
  readonly title: string;
  readonly items: readonly T[];
  readonly card: (item: T) => ReactNode;
  readonly className?: string;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{title}</h2>
      <CardGrid min="20rem">
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </CardGrid>
    </section>
  );
}
