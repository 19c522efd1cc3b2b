import { useMemo } from 'react';
import { Link } from 'shared/router';
import type { PageProps } from 'shared/contracts';
import { ButtonLink, focusRing } from 'shared/ui';
import { blogPosts } from '../../data/blog-posts';
import { pages } from '../../exposed/pages';
import { countOf } from '../../lib/list-query';
import { FilterableList, useListQuery } from '../../components/filterable-list';
import { SearchField, SelectField } from '../../components/fields';
import { BlogCard } from './blog-card';
import { BLOG_INTRO } from './blog-meta';
import {
  EMPTY_FILTERS,
  NO_POSTS_MESSAGE,
  activeChips,
  allTags,
  blogQuery,
  categoryCounts,
  filterPosts,
  removeFilter,
  type BlogFilters,
} from './blog-filters';

const tags = allTags(blogPosts);
const categories = categoryCounts(blogPosts);

/** The links that change the filters: plain links to the filtered list, which the router takes once it runs. */
const listLink = { replace: true, preventScrollReset: true, state: null } as const;

/**
 * /blog: search, category and tag filters, all kept in the URL (/blog?category=Robotics&tag=ai), which
 * the server renders too. Removing a filter, Clear all and Reset Filters are links to the list without
 * it, so they work before the scripts run as well.
 */
export function BlogList({ serverRendered = false }: Pick<PageProps, 'serverRendered'>) {
  const path = pages.blog.href();
  const { query: filters, update, href } = useListQuery(blogQuery, path);
  const results = useMemo(() => filterPosts(blogPosts, filters), [filters]);
  const chips = activeChips(filters);

  return (
    <FilterableList
      title="Blog"
      intro={BLOG_INTRO}
      notFound={{
        kind: 'blog',
        title: 'Blog Post Not Found',
        text: "The blog post you are looking for doesn't exist or has been removed. Here are all our posts.",
      }}
      serverRendered={serverRendered}
      list={blogQuery}
      path={path}
      query={filters}
      update={update}
      formLabel="Search and filter blog posts"
      submitLabel="Apply filters"
      fields={({ countId, changed }) => (
        <>
          <SearchField
            label="Search posts"
            name="q"
            value={filters.q}
            onChange={changed}
            placeholder="Title, text or author"
            describedBy={countId}
          />
          <SelectField
            label="Category"
            name="category"
            value={filters.category ?? ''}
            onChange={changed}
            options={[
              { value: '', label: 'All categories' },
              ...categories.map(({ category, count }) => ({ value: category, label: `${category} (${count})` })),
            ]}
          />
          <SelectField
            label="Tag"
            name="tag"
            value={filters.tag ?? ''}
            onChange={changed}
            options={[
              { value: '', label: 'All tags' },
              ...(filters.tag && !tags.includes(filters.tag) ? [filters.tag] : [])
                .concat(tags)
                .map((tag) => ({ value: tag, label: `#${tag}` })),
            ]}
          />
        </>
      )}
      afterForm={chips.length > 0 ? <ActiveFilters filters={filters} href={href} /> : null}
      results={results}
      status={results.length === 0 ? NO_POSTS_MESSAGE : `${countOf(results.length, 'post', 'posts')}, newest first`}
      resultsLabel="Blog posts"
      itemKey={(post) => post.id}
      renderItem={(post, picture) => <BlogCard post={post} headingLevel={2} picture={picture} />}
      empty={
        <ButtonLink to={path} variant="secondary" {...listLink}>
          Reset Filters
        </ButtonLink>
      }
    />
  );
}

/** The active filters as chips, each a link to the list without it, and Clear all. */
function ActiveFilters({ filters, href }: { readonly filters: BlogFilters; readonly href: (filters: BlogFilters) => string }) {
  return (
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
        {activeChips(filters).map((chip) => (
          <li key={chip.kind}>
            <Link
              to={href(removeFilter(filters, chip.kind))}
              {...listLink}
              aria-label={`Remove filter ${chip.label}`}
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
                  fontWeight: 600,
                  textDecoration: 'none',
                },
                focusRing(theme),
              ]}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink to={href(EMPTY_FILTERS)} variant="ghost" {...listLink}>
        Clear all
      </ButtonLink>
    </div>
  );
}
