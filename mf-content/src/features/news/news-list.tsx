import { useId, useMemo } from 'react';
import { useSearchParams } from 'shared/router';
import type { PageProps } from 'shared/contracts';
import { Container, PageHeader, Section } from 'shared/ui';
import { CardGrid } from '../../components/layout';
import { newsArticles } from '../../data/news';
import { NewsCard } from './news-card';
import { NEWS_INTRO } from './news-meta';
import { NO_NEWS_MESSAGE, readNewsQuery, searchNews, writeNewsQuery, type NewsQuery } from './news-search';
import { SearchField, SelectField } from '../../components/fields';
import { NotFoundNotice, useItemNotFound } from '../../components/not-found-notice';

/**
 * /news: searchable, sortable list. The query and the sort live in the URL. The not-found notice
 * belongs to the in-app redirect that set it: a document (a reload) never shows it, as its server
 * HTML cannot know the history state.
 */
export function NewsList({ serverRendered = false }: Pick<PageProps, 'serverRendered'>) {
  const [params, setParams] = useSearchParams();
  const query = readNewsQuery(params);
  // Keyed on the values, not the object: readNewsQuery makes a new one on every render.
  const { q, sort } = query;
  const results = useMemo(() => searchNews(newsArticles, { q, sort }), [q, sort]);
  const countId = useId();
  const missing = useItemNotFound('news', serverRendered);

  const update = (next: NewsQuery) => setParams(writeNewsQuery(next), { replace: true, preventScrollReset: true, state: null });

  return (
    <>
      <PageHeader title="News & Updates" intro={NEWS_INTRO} />
      <Section>
        <Container>
          {missing ? (
            <NotFoundNotice
              title="News Item Not Found"
              text="The news item you were looking for doesn't exist or has been removed. Here are all our news items."
            />
          ) : null}
          <form
            role="search"
            aria-label="Search news"
            onSubmit={(event) => event.preventDefault()}
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space.md,
              alignItems: 'flex-end',
              marginBottom: theme.space.lg,
            })}
          >
            <SearchField
              label="Search news"
              value={query.q}
              onChange={(q) => update({ ...query, q })}
              placeholder="Try “drone” or “Araria”"
              describedBy={countId}
            />
            <SelectField
              label="Sort by"
              value={query.sort}
              onChange={(sort) => update({ ...query, sort: sort === 'oldest' ? 'oldest' : 'newest' })}
              options={[
                { value: 'newest', label: 'Newest first' },
                { value: 'oldest', label: 'Oldest first' },
              ]}
            />
          </form>
          <p id={countId} role="status" css={(theme) => ({ color: theme.color.muted })}>
            {results.length === 0 ? NO_NEWS_MESSAGE : `${results.length} ${results.length === 1 ? 'news item' : 'news items'}`}
          </p>
          {results.length > 0 ? (
            <CardGrid aria-label="News items" min="20rem">
              {results.map((article, index) => (
                <li key={article.id}>
                  <NewsCard article={article} headingLevel={2} picture={{ eager: index < 3, priority: index === 0 }} />
                </li>
              ))}
            </CardGrid>
          ) : null}
        </Container>
      </Section>
    </>
  );
}
