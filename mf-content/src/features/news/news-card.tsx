import { Link } from 'shared/router';
import { formatDate } from '../../lib/format';
import { StoryCard, type CardPlacement } from '../../components/story-card';
import type { NewsSummary } from '../../data/types';
import { pages } from '../../exposed/pages';

/** A headline card; the whole card is one link target through the title's stretched link. */
export function NewsCard({ article, ...placement }: { readonly article: NewsSummary } & CardPlacement) {
  return (
    <StoryCard
      {...placement}
      cover={article.coverImage}
      css={{ position: 'relative', '&:focus-within': { boxShadow: '0 0 0 3px #f59e0b' } }}
      facts={
        <time dateTime={article.date} css={(theme) => ({ color: theme.color.muted, fontSize: theme.fontSize.sm })}>
          {formatDate(article.date)}
        </time>
      }
      title={
        <Link
          to={pages.newsItem.href(article.id)}
          css={(theme) => ({
            color: theme.color.text,
            textDecoration: 'none',
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:hover': { color: theme.color.primary, textDecoration: 'underline' },
            '&:focus-visible': { outline: 'none' },
          })}
        >
          {article.title}
        </Link>
      }
    >
      <p css={(theme) => ({ color: theme.color.muted })}>{article.excerpt}</p>
      <span
        aria-hidden="true"
        css={(theme) => ({ marginTop: 'auto', paddingTop: theme.space.xs, color: theme.color.primary, fontWeight: 600 })}
      >
        Read more →
      </span>
    </StoryCard>
  );
}
