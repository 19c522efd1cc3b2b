import { useState } from 'react';
import { Link } from 'shared/router';
import { type PageProps } from 'shared/contracts';
import { Button, Card } from 'shared/ui';
import { blogPosts } from '../../data/blog-posts';
import { BLOG_CATEGORIES, type BlogPost } from '../../data/types';
import { moreItems, prevNextIds } from '../../lib/collections';
import { formatDate } from '../../lib/format';
import { readingMinutes } from '../../lib/text';
import { CheckedHtml } from '../../components/checked-html';
import { DetailArticle, ItemDetail, MoreItems } from '../../components/item-detail';
import { Prose, Tag } from '../../components/layout';
import { PrevNextNav } from '../../components/prev-next-nav';
import { BlogCard } from './blog-card';
import { pages } from '../../exposed/pages';

export const blogTagHref = (tag: string): string => `${pages.blog.href()}?tag=${encodeURIComponent(tag)}`;
export const blogCategoryHref = (category: string): string => `${pages.blog.href()}?category=${encodeURIComponent(category)}`;

const initials = (name: string): string =>
  name
    .replace(/^Dr\.?\s+/, '')
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

/**
 * /blog/:id: a 300 ms spinner, then the post; an unknown id goes back to /blog. The post the document
 * arrived with is shown at once: the server rendered it, and a spinner would replace it.
 */
export function BlogDetail({
  reportTitle,
  serverRendered,
  formOutcome,
}: Pick<PageProps, 'reportTitle' | 'serverRendered' | 'formOutcome'>) {
  return (
    <ItemDetail
      items={blogPosts}
      reportTitle={reportTitle}
      serverRendered={serverRendered}
      loadingLabel="Loading blog post…"
      list={{ href: pages.blog.href(), kind: 'blog' }}
    >
      {(post) => <BlogArticle post={post} formOutcome={formOutcome} />}
    </ItemDetail>
  );
}

/** One post; a new post is a new BlogArticle, so Like starts unpressed. */
function BlogArticle({ post, formOutcome }: { readonly post: BlogPost } & Pick<PageProps, 'formOutcome'>) {
  const [liked, setLiked] = useState(false);
  return (
    <DetailArticle
      header={{
        back: { href: pages.blog.href(), label: 'All posts' },
        kicker: (
          <Link
            to={blogCategoryHref(post.category)}
            css={(theme) => ({
              color: theme.color.inverseText,
              fontWeight: 700,
              textTransform: 'uppercase',
              letterSpacing: '0.04em',
              fontSize: theme.fontSize.sm,
            })}
          >
            {post.category}
          </Link>
        ),
        title: post.title,
        meta: (
          <>
            By {post.author.name} · <time dateTime={post.date}>{formatDate(post.date)}</time> · {readingMinutes(post.content)} min read
          </>
        ),
      }}
      cover={{ src: post.coverImage, alt: post.coverAlt }}
      newsletter={{
        heading: 'Get new posts by e-mail',
        description: 'One e-mail a month with our newest guides and ideas for the classroom.',
        formOutcome,
      }}
    >
      <Prose>
        <CheckedHtml html={post.content} />
      </Prose>
      <ul
        aria-label="Tags"
        css={(theme) => ({
          listStyle: 'none',
          padding: 0,
          margin: `${theme.space.lg} 0`,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.xs,
        })}
      >
        {post.tags.map((tag) => (
          <li key={tag}>
            <Link
              to={blogTagHref(tag)}
              css={(theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                padding: '0 14px',
                borderRadius: theme.radius.pill,
                background: theme.color.surface,
                border: `1px solid ${theme.color.border}`,
                textDecoration: 'none',
                fontWeight: 600,
              })}
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
      <div role="group" aria-label="Post actions" css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs })}>
        <Button type="button" variant={liked ? 'primary' : 'secondary'} aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? 'Liked' : 'Like'}
        </Button>
        <Button type="button" variant="secondary">
          Comment
        </Button>
        <Button type="button" variant="secondary">
          Share
        </Button>
      </div>
      <section aria-labelledby="comments-heading" css={(theme) => ({ marginTop: theme.space.xl, maxWidth: '46rem' })}>
        <h2 id="comments-heading">Comments (0)</h2>
        <p css={(theme) => ({ color: theme.color.muted })}>No comments yet.</p>
        <Button type="button" variant="secondary">
          Add a Comment
        </Button>
      </section>
      <Card
        as="aside"
        aria-label="About the author"
        css={(theme) => ({
          marginTop: theme.space.xl,
          padding: theme.space.lg,
          display: 'flex',
          gap: theme.space.md,
          alignItems: 'flex-start',
          maxWidth: '46rem',
        })}
      >
        <span
          aria-hidden="true"
          css={(theme) => ({
            flex: '0 0 56px',
            height: 56,
            borderRadius: '50%',
            background: theme.color.primary,
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontSize: 20,
          })}
        >
          {initials(post.author.name)}
        </span>
        <div>
          <h2 css={(theme) => ({ fontSize: theme.fontSize.lg, margin: 0 })}>{post.author.name}</h2>
          <p css={(theme) => ({ color: theme.color.muted, margin: '0 0 4px' })}>{post.author.role}</p>
          <p css={{ margin: 0 }}>{post.author.bio}</p>
        </div>
      </Card>
      <PrevNextNav ids={prevNextIds(post.id)} hrefFor={(postId) => pages.blogPost.href(postId)} label="Previous and next posts" />
      <MoreItems
        headingId="related-posts"
        title="Related Posts"
        items={moreItems(blogPosts, post.id)}
        card={(item) => <BlogCard post={item} />}
      />
      <nav aria-labelledby="categories-heading" css={(theme) => ({ marginTop: theme.space.xl })}>
        <h2 id="categories-heading">Categories</h2>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={blogCategoryHref(category)}
                css={{ display: 'inline-flex', minHeight: 44, alignItems: 'center', textDecoration: 'none' }}
              >
                <Tag tone={category === post.category ? 'accent' : 'primary'} css={{ fontSize: 15, padding: '6px 14px' }}>
                  {category}
                </Tag>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </DetailArticle>
  );
}
