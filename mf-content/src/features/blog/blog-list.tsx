import { useId, useMemo } from 'react';
import { useSearchParams } from 'shared/router';
import type { PageProps } from 'shared/contracts';
import { Button, Container, PageHeader, Section, focusRing } from 'shared/ui';
import { blogPosts } from '../../data/blog-posts';
import { CardGrid } from '../../components/layout';
import { SearchField, SelectField } from '../../components/fields';
import { NotFoundNotice, useItemNotFound } from '../../components/not-found-notice';
import { BlogCard } from './blog-card';
import { BLOG_INTRO } from './blog-meta';
import {
  EMPTY_FILTERS,
  NO_POSTS_MESSAGE,
  activeChips,
  allTags,
  categoryCounts,
  filterPosts,
  parseCategory,
  readBlogFilters,
  removeFilter,
  writeBlogFilters,
  type BlogFilters,
} from './blog-filters';

const tags = allTags(blogPosts);
const categories = categoryCounts(blogPosts);

/**
 * /blog: search, category and tag filters, all kept in the URL (/blog?category=Robotics&tag=ai). The
 * not-found notice belongs to the in-app redirect that set it: a document (a reload) never shows it,
 * as its server HTML cannot know the history state.
 */
export function BlogList({ serverRendered = false }: Pick<PageProps, 'serverRendered'>) {
  const [params, setParams] = useSearchParams();
  const filters = readBlogFilters(params);
  // Keyed on the values, not the object: readBlogFilters makes a new one on every render.
  const { q, category, tag } = filters;
  const results = useMemo(() => filterPosts(blogPosts, { q, category, tag }), [q, category, tag]);
  const chips = activeChips(filters);
  const countId = useId();
  const missing = useItemNotFound('blog', serverRendered);

  const update = (next: BlogFilters) => setParams(writeBlogFilters(next), { replace: true, preventScrollReset: true, state: null });

  return (
    <>
      <PageHeader title="Blog" intro={BLOG_INTRO} />
      <Section>
        <Container>
          {missing ? (
            <NotFoundNotice
              title="Blog Post Not Found"
              text="The blog post you are looking for doesn't exist or has been removed. Here are all our posts."
            />
          ) : null}
          <form
            role="search"
            aria-label="Search and filter blog posts"
            onSubmit={(event) => event.preventDefault()}
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space.md,
              alignItems: 'flex-end',
              marginBottom: theme.space.md,
            })}
          >
            <SearchField
              label="Search posts"
              value={filters.q}
              onChange={(q) => update({ ...filters, q })}
              placeholder="Title, text or author"
              describedBy={countId}
            />
            <SelectField
              label="Category"
              value={filters.category ?? ''}
              onChange={(value) => update({ ...filters, category: parseCategory(value) })}
              options={[
                { value: '', label: 'All categories' },
                ...categories.map(({ category, count }) => ({ value: category, label: `${category} (${count})` })),
              ]}
            />
            <SelectField
              label="Tag"
              value={filters.tag ?? ''}
              onChange={(value) => update({ ...filters, tag: value || null })}
              options={[
                { value: '', label: 'All tags' },
                ...(filters.tag && !tags.includes(filters.tag) ? [filters.tag] : [])
                  .concat(tags)
                  .map((tag) => ({ value: tag, label: `#${tag}` })),
              ]}
            />
          </form>
          {chips.length > 0 ? (
            <div
              css={(theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space.xs,
                alignItems: 'center',
                marginBottom: theme.space.md,
              })}
            >
              <span css={{ fontWeight: 600 }}>Active filters:</span>
              <ul css={{ listStyle: 'none', display: 'contents' }}>
                {chips.map((chip) => (
                  <li key={chip.kind}>
                    <button
                      type="button"
                      aria-label={`Remove filter ${chip.label}`}
                      onClick={() => update(removeFilter(filters, chip.kind))}
                      css={(theme) => [
                        {
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: 8,
                          minHeight: theme.touchTarget,
                          padding: `0 ${theme.space.md}`,
                          borderRadius: theme.radius.pill,
                          border: `2px solid ${theme.color.primary}`,
                          background: theme.color.primarySoft,
                          color: theme.color.primaryHover,
                          font: 'inherit',
                          fontWeight: 600,
                          cursor: 'pointer',
                        },
                        focusRing(theme),
                      ]}
                    >
                      {chip.label} <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
              <Button type="button" variant="ghost" onClick={() => update(EMPTY_FILTERS)}>
                Clear all
              </Button>
            </div>
          ) : null}
          <p id={countId} role="status" css={(theme) => ({ color: theme.color.muted })}>
            {results.length === 0 ? NO_POSTS_MESSAGE : `${results.length} ${results.length === 1 ? 'post' : 'posts'}, newest first`}
          </p>
          {results.length === 0 ? (
            <Button type="button" variant="secondary" onClick={() => update(EMPTY_FILTERS)}>
              Reset Filters
            </Button>
          ) : (
            <CardGrid aria-label="Blog posts" min="20rem">
              {results.map((post, index) => (
                <li key={post.id}>
                  <BlogCard post={post} headingLevel={2} picture={{ eager: index < 3, priority: index === 0 }} />
                </li>
              ))}
            </CardGrid>
          )}
        </Container>
      </Section>
    </>
  );
}
