import { useMemo } from 'react';
import type { PageProps } from 'shared/contracts';
import { newsArticles } from '../../data/news';
import { pages } from '../../exposed/pages';
import { countOf } from '../../lib/list-query';
import { FilterableList, useListQuery } from '../../components/filterable-list';
import { SearchField, SelectField } from '../../components/fields';
import { NewsCard } from './news-card';
import { NEWS_INTRO } from './news-meta';
import { NO_NEWS_MESSAGE, newsQuery, searchNews } from './news-search';

/**
 * /news: searchable, sortable list. The query and the sort live in the URL (`?q=drone&sort=oldest`),
 * which the server renders too: a shared link, or the form sent before the scripts ran, shows the
 * same list the browser filters as the visitor types.
 */
export function NewsList({ serverRendered = false }: Pick<PageProps, 'serverRendered'>) {
  const path = pages.news.href();
  const { query, update } = useListQuery(newsQuery, path);
  const results = useMemo(() => searchNews(newsArticles, query), [query]);

  return (
    <FilterableList
      title="News & Updates"
      intro={NEWS_INTRO}
      notFound={{
        kind: 'news',
        title: 'News Item Not Found',
        text: "The news item you were looking for doesn't exist or has been removed. Here are all our news items.",
      }}
      serverRendered={serverRendered}
      list={newsQuery}
      path={path}
      query={query}
      update={update}
      formLabel="Search news"
      submitLabel="Search"
      fields={({ countId, changed }) => (
        <>
          <SearchField
            label="Search news"
            name="q"
            value={query.q}
            onChange={changed}
            placeholder="Try “drone” or “Araria”"
            describedBy={countId}
          />
          <SelectField
            label="Sort by"
            name="sort"
            value={query.sort}
            onChange={changed}
            options={[
              { value: 'newest', label: 'Newest first' },
              { value: 'oldest', label: 'Oldest first' },
            ]}
          />
        </>
      )}
      results={results}
      status={results.length === 0 ? NO_NEWS_MESSAGE : countOf(results.length, 'news item', 'news items')}
      resultsLabel="News items"
      itemKey={(article) => article.id}
      renderItem={(article, picture) => <NewsCard article={article} headingLevel={2} picture={picture} />}
    />
  );
}
