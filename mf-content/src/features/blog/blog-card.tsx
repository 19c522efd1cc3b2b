import { Link } from 'shared/router';
import { Card } from 'shared/ui';
import { Illustration, type IllustrationProps } from '../../components/illustration';
import { CardBody, Tag } from '../../components/layout';
import { formatDate } from '../../lib/dates';
import { useWords, type PageWords } from '../../i18n';
import type { BlogSummary } from '../../data/types';
import { cardTags } from './blog-filters';
import { pages } from '../../exposed/pages';
import { useBlogLabels } from './card-words';

/**
 * A post's card, in the list and under a post. Its words (author, tags) are written in the catalog of
 * each page that shows it (`words`: the list's, `blogWords`, or the post page's, `blogDetailWords`; see
 * lingui.config.cjs), so they need no catalog and loaders of their own.
 */
export function BlogCard({
  post,
  words,
  headingLevel = 3,
  picture,
}: {
  readonly post: BlogSummary;
  readonly words: PageWords;
  readonly headingLevel?: 2 | 3;
  /** How its picture loads (above the fold: eager; the list's first: priority). Lazy by default. */
  readonly picture?: Pick<IllustrationProps, 'eager' | 'priority'>;
}) {
  const Heading = `h${headingLevel}` as const;
  const { shown, hidden } = cardTags(post.tags);
  const { i18n } = useWords(words);
  const labels = useBlogLabels();
  return (
    <Card as="article" css={{ display: 'flex', flexDirection: 'column' }}>
      <Illustration src={post.coverImage} alt="" {...picture} />
      <CardBody css={{ flex: 1 }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Tag tone="accent">{labels.category(post.category)}</Tag>
          <time dateTime={post.date} css={(theme) => ({ color: theme.color.muted, fontSize: theme.fontSize.sm })}>
            {formatDate(post.date, i18n)}
          </time>
        </div>
        <Heading>
          <Link to={pages.blogPost.href(post.id)} css={(theme) => ({ color: theme.color.text, '&:hover': { color: theme.color.primary } })}>
            {post.title}
          </Link>
        </Heading>
        <p css={(theme) => ({ color: theme.color.muted, fontSize: theme.fontSize.sm })}>
          {i18n._('blog.byAuthor', { name: post.author.name })}
        </p>
        <p css={(theme) => ({ color: theme.color.muted })}>{post.excerpt}</p>
        <ul
          aria-label={i18n._('blog.tags')}
          css={{ listStyle: 'none', padding: 0, margin: 'auto 0 0', display: 'flex', flexWrap: 'wrap', gap: 6, paddingTop: 8 }}
        >
          {shown.map((tag) => (
            <li key={tag}>
              <Tag tone="plain">#{labels.tag(tag)}</Tag>
            </li>
          ))}
          {hidden > 0 ? (
            <li>
              <Tag tone="plain">{i18n._('blog.card.moreTags', { count: hidden })}</Tag>
            </li>
          ) : null}
        </ul>
      </CardBody>
    </Card>
  );
}
