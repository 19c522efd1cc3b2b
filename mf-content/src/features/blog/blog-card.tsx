import { Link } from 'shared/router';
import { Tag } from '../../components/layout';
import { StoryCard, type CardPlacement } from '../../components/story-card';
import { formatDate } from '../../lib/format';
import type { BlogPost } from '../../data/types';
import { cardTags } from './blog-filters';
import { pages } from '../../exposed/pages';

export function BlogCard({ post, ...placement }: { readonly post: BlogPost } & CardPlacement) {
  const { shown, moreLabel } = cardTags(post.tags);
  return (
    <StoryCard
      {...placement}
      cover={post.coverImage}
      facts={
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Tag tone="accent">{post.category}</Tag>
          <time dateTime={post.date} css={(theme) => ({ color: theme.color.muted, fontSize: theme.fontSize.sm })}>
            {formatDate(post.date)}
          </time>
        </div>
      }
      title={
        <Link to={pages.blogPost.href(post.id)} css={(theme) => ({ color: theme.color.text, '&:hover': { color: theme.color.primary } })}>
          {post.title}
        </Link>
      }
    >
      <p css={(theme) => ({ color: theme.color.muted, fontSize: theme.fontSize.sm })}>By {post.author.name}</p>
      <p css={(theme) => ({ color: theme.color.muted })}>{post.excerpt}</p>
      <ul
        aria-label="Tags"
        css={{ listStyle: 'none', padding: 0, margin: 'auto 0 0', display: 'flex', flexWrap: 'wrap', gap: 6, paddingTop: 8 }}
      >
        {shown.map((tag) => (
          <li key={tag}>
            <Tag tone="plain">#{tag}</Tag>
          </li>
        ))}
        {moreLabel ? (
          <li>
            <Tag tone="plain">{moreLabel}</Tag>
          </li>
        ) : null}
      </ul>
    </StoryCard>
  );
}
