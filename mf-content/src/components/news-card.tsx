import { Link } from 'shared/router';
import { componentWords, useWords } from '../i18n';
import { Card } from 'shared/ui';
import { Illustration, type IllustrationProps } from './illustration';
import { CardBody } from './layout';
import { formatDate } from '../lib/dates';
import type { NewsSummary } from '../data/types';
import { pages } from '../exposed/pages';

/** A headline card; the whole card is one link target through the title's stretched link. */
export function NewsCard({
  article,
  headingLevel = 3,
  picture,
}: {
  readonly article: NewsSummary;
  readonly headingLevel?: 2 | 3;
  /** How its picture loads (above the fold: eager; the list's first: priority). Lazy by default. */
  readonly picture?: Pick<IllustrationProps, 'eager' | 'priority'>;
}) {
  const Heading = `h${headingLevel}` as const;
  const { i18n } = useWords(componentWords);
  return (
    <Card
      as="article"
      css={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        '&:focus-within': { boxShadow: `0 0 0 3px ${theme.color.focus}` },
      })}
    >
      <Illustration src={article.coverImage} alt="" {...picture} />
      <CardBody css={{ flex: 1 }}>
        <time dateTime={article.date} css={(theme) => ({ color: theme.color.muted, fontSize: theme.fontSize.sm })}>
          {formatDate(article.date, i18n)}
        </time>
        <Heading>
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
        </Heading>
        <p css={(theme) => ({ color: theme.color.muted })}>{article.excerpt}</p>
        <span
          aria-hidden="true"
          css={(theme) => ({ marginTop: 'auto', paddingTop: theme.space.xs, color: theme.color.primary, fontWeight: 600 })}
        >
          {i18n._('card.readMore')}
        </span>
      </CardBody>
    </Card>
  );
}
