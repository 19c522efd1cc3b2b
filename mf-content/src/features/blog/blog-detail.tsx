import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'shared/router';
import { type PageProps } from 'shared/contracts';
import { Button, Card, Container, Section, Spinner } from 'shared/ui';
import { NewsletterBox } from 'shared/ui/newsletter-box';
import { blogPosts as englishBlogPosts } from '../../data/blog-posts';
import { blogSummaries as englishBlogSummaries } from '../../data/blog-summaries';
import { postBodiesIn } from '../../data/bodies';
import { BLOG_CATEGORIES } from '../../data/types';
import { findById } from '../../lib/collections';
import { readingMinutes } from '../../lib/text';
import { formatDate } from '../../lib/dates';
import { useItemDetail } from '../../components/use-item-detail';
import { ClosingNewsletter, DetailCover, MoreItems, drawnAsNearUnlessAnswering } from '../../components/detail-parts';
import { ArticleBody } from '../../components/article-body';
import { Prose, Tag } from '../../components/layout';
import { PrevNextNav } from '../../components/prev-next-nav';
import { DetailHeader } from '../../components/detail-header';
import type { NotFoundState } from '../../components/not-found-notice';
import { BlogCard } from './blog-card';
import { ShareButtons } from '../../components/share/share-buttons';
import { pages } from '../../exposed/pages';
import { useData, useLocale, useWords } from '../../i18n';
import { useBlogLabels } from './card-words';
import { blogDetailWords } from './detail-words';

export const blogTagHref = (tag: string): string => `${pages.blog.href()}?tag=${encodeURIComponent(tag)}`;
export const blogCategoryHref = (category: string): string => `${pages.blog.href()}?category=${encodeURIComponent(category)}`;

const englishBody = (id: string): string | undefined => findById(englishBlogPosts, id)?.content;

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
  serverRendered = false,
  formOutcome,
  siteUrl,
}: Pick<PageProps, 'reportTitle' | 'serverRendered' | 'formOutcome' | 'siteUrl'>) {
  const blogPosts = useData('blogSummaries', englishBlogSummaries);
  const { i18n } = useWords(blogDetailWords);
  const locale = useLocale();
  const labels = useBlogLabels();
  const { id } = useParams();
  const detail = useItemDetail(blogPosts, postBodiesIn, englishBody, { reportTitle, serverRendered });
  const [liked, setLiked] = useState(false);

  useEffect(() => setLiked(false), [id]);

  if (detail === 'loading') return <Spinner label={i18n._('blog.detail.loading')} />;
  if (detail === 'missing') return <Navigate to={pages.blog.href()} replace state={{ notFound: 'blog' } satisfies NotFoundState} />;

  const { item: post, content, more: related, prevNext } = detail;
  const drawnAsNear = drawnAsNearUnlessAnswering(formOutcome);
  return (
    <article>
      <DetailHeader
        back={{ href: pages.blog.href(), label: i18n._('blog.detail.back') }}
        kicker={
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
            {labels.category(post.category)}
          </Link>
        }
        title={post.title}
        meta={
          <>
            {i18n._('blog.byAuthor', { name: post.author.name })} · <time dateTime={post.date}>{formatDate(post.date, i18n)}</time> ·{' '}
            {i18n._('blog.detail.readingTime', { minutes: readingMinutes(content) })}
          </>
        }
      />
      <Section css={{ paddingTop: 32 }}>
        <Container>
          <DetailCover src={post.coverImage} alt={post.coverAlt} />
          <Prose>
            <ArticleBody html={content} drawnAsNear={drawnAsNear} />
          </Prose>
          <ul
            aria-label={i18n._('blog.tags')}
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
                  #{labels.tag(tag)}
                </Link>
              </li>
            ))}
          </ul>
          <div
            role="group"
            aria-label={i18n._('blog.detail.actions')}
            css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs })}
          >
            <Button
              type="button"
              variant={liked ? 'primary' : 'secondary'}
              aria-pressed={liked}
              onClick={() => setLiked((value) => !value)}
            >
              <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? i18n._('blog.detail.liked') : i18n._('blog.detail.like')}
            </Button>
            <Button type="button" variant="secondary">
              {i18n._('blog.detail.comment')}
            </Button>
          </div>
          <div css={(theme) => ({ marginTop: theme.space.md })}>
            <ShareButtons words={blogDetailWords} title={post.title} siteUrl={siteUrl} />
          </div>
          <section aria-labelledby="comments-heading" css={(theme) => ({ marginTop: theme.space.xl, maxWidth: '46rem' })}>
            <h2 id="comments-heading">{i18n._('blog.detail.comments', { count: 0 })}</h2>
            <p css={(theme) => ({ color: theme.color.muted })}>{i18n._('blog.detail.noComments')}</p>
            <Button type="button" variant="secondary">
              {i18n._('blog.detail.addComment')}
            </Button>
          </section>
          <Card
            as="aside"
            aria-label={i18n._('blog.detail.aboutAuthor')}
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
          <PrevNextNav ids={prevNext} hrefFor={(postId) => pages.blogPost.href(postId)} label={i18n._('blog.detail.prevNext')} />
          <MoreItems
            drawnAsNear={drawnAsNear}
            id="related-posts"
            heading={i18n._('blog.detail.related')}
            items={related}
            card={(item) => <BlogCard post={item} words={blogDetailWords} />}
          />
          <nav aria-labelledby="categories-heading" css={(theme) => ({ marginTop: theme.space.xl })}>
            <h2 id="categories-heading">{i18n._('blog.detail.categories')}</h2>
            <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {BLOG_CATEGORIES.map((category) => (
                <li key={category}>
                  <Link
                    to={blogCategoryHref(category)}
                    css={{ display: 'inline-flex', minHeight: 44, alignItems: 'center', textDecoration: 'none' }}
                  >
                    <Tag tone={category === post.category ? 'accent' : 'primary'} css={{ fontSize: 15, padding: '6px 14px' }}>
                      {labels.category(category)}
                    </Tag>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ClosingNewsletter drawnAsNear={drawnAsNear}>
            <NewsletterBox
              heading={i18n._('blog.detail.newsletter')}
              description={i18n._('blog.detail.newsletterText')}
              formOutcome={formOutcome}
              locale={locale}
            />
          </ClosingNewsletter>
        </Container>
      </Section>
    </article>
  );
}
