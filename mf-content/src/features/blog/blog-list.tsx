import { useMemo } from 'react';
import { Link } from 'shared/router';
import type { PageProps } from 'shared/contracts';
import { ButtonLink, focusRing } from 'shared/ui';
import { blogPosts as englishBlogPosts } from '../../data/blog-posts';
import { pages } from '../../exposed/pages';
import { FilterableList, useListQuery } from '../../components/filterable-list';
import { SearchField, SelectField } from '../../components/fields';
import type { BlogCategory } from '../../data/types';
import { BlogCard } from './blog-card';
import { useData, useWords } from '../../i18n';
import { useBlogLabels } from './card-words';
import {
  EMPTY_FILTERS,
  activeChips,
  allTags,
  blogQuery,
  categoryCounts,
  filterPosts,
  removeFilter,
  type BlogFilters,
  type FilterChip,
} from './blog-filters';
import { blogWords } from './words';

// Tags and categories are the same values in every language (they are the URL's values).
const tags = allTags(englishBlogPosts);
const categories = categoryCounts(englishBlogPosts);

/** The links that change the filters: plain links to the filtered list, which the router takes once it runs. */
const listLink = { replace: true, preventScrollReset: true, state: null } as const;

/**
 * /blog: search, category and tag filters, all kept in the URL (/blog?category=Robotics&tag=ai), which
 * the server renders too. Removing a filter, Clear all and Reset Filters are links to the list without
 * it, so they work before the scripts run as well.
 */
export function BlogList({ serverRendered = false }: Pick<PageProps, 'serverRendered'>) {
  const blogPosts = useData('blogPosts', englishBlogPosts);
  const path = pages.blog.href();
  const { query: filters, update, href } = useListQuery(blogQuery, path);
  const results = useMemo(() => filterPosts(blogPosts, filters, englishBlogPosts), [blogPosts, filters]);
  const chips = activeChips(filters);
  const { i18n } = useWords(blogWords);
  const labels = useBlogLabels();

  return (
    <FilterableList
      title={i18n._('blog.list.title')}
      intro={i18n._('blog.intro')}
      notFound={{
        kind: 'blog',
        title: i18n._('blog.notFound.title'),
        text: i18n._('blog.notFound.text'),
      }}
      serverRendered={serverRendered}
      list={blogQuery}
      path={path}
      query={filters}
      update={update}
      formLabel={i18n._('blog.filter.form')}
      submitLabel={i18n._('blog.filter.submit')}
      fields={({ countId, changed }) => (
        <>
          <SearchField
            label={i18n._('blog.filter.search')}
            name="q"
            value={filters.q}
            onChange={changed}
            placeholder={i18n._('blog.filter.placeholder')}
            describedBy={countId}
          />
          <SelectField
            label={i18n._('blog.filter.category')}
            name="category"
            value={filters.category ?? ''}
            onChange={changed}
            options={[
              { value: '', label: i18n._('blog.filter.allCategories') },
              ...categories.map(({ category, count }) => ({
                value: category,
                label: i18n._('blog.filter.categoryOption', { category: labels.category(category), count }),
              })),
            ]}
          />
          <SelectField
            label={i18n._('blog.filter.tag')}
            name="tag"
            value={filters.tag ?? ''}
            onChange={changed}
            options={[
              { value: '', label: i18n._('blog.filter.allTags') },
              ...(filters.tag && !tags.includes(filters.tag) ? [filters.tag] : [])
                .concat(tags)
                .map((tag) => ({ value: tag, label: i18n._('blog.filter.tagOption', { tag: labels.tag(tag) }) })),
            ]}
          />
        </>
      )}
      afterForm={chips.length > 0 ? <ActiveFilters filters={filters} href={href} /> : null}
      results={results}
      status={results.length === 0 ? i18n._('blog.filter.none') : i18n._('blog.filter.count', { count: results.length })}
      resultsLabel={i18n._('blog.list.results')}
      itemKey={(post) => post.id}
      renderItem={(post, picture) => <BlogCard post={post} words={blogWords} headingLevel={2} picture={picture} />}
      empty={
        <ButtonLink to={path} variant="secondary" {...listLink}>
          {i18n._('blog.filter.reset')}
        </ButtonLink>
      }
    />
  );
}

/** The active filters as chips, each a link to the list without it, and Clear all. */
function ActiveFilters({ filters, href }: { readonly filters: BlogFilters; readonly href: (filters: BlogFilters) => string }) {
  const { i18n } = useWords(blogWords);
  const labels = useBlogLabels();
  const chipLabel = (chip: FilterChip): string =>
    chip.kind === 'q'
      ? i18n._('blog.chip.search', { value: chip.value })
      : chip.kind === 'category'
        ? i18n._('blog.chip.category', { value: labels.category(chip.value as BlogCategory) })
        : i18n._('blog.chip.tag', { value: labels.tag(chip.value) });
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
      <span css={{ fontWeight: 600 }}>{i18n._('blog.chip.active')}</span>
      <ul css={{ listStyle: 'none', display: 'contents' }}>
        {activeChips(filters).map((chip) => (
          <li key={chip.kind}>
            <Link
              to={href(removeFilter(filters, chip.kind))}
              {...listLink}
              aria-label={i18n._('blog.chip.remove', { label: chipLabel(chip) })}
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
              {chipLabel(chip)} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink to={href(EMPTY_FILTERS)} variant="ghost" {...listLink}>
        {i18n._('blog.chip.clear')}
      </ButtonLink>
    </div>
  );
}
