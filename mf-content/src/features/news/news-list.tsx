import { useMemo } from 'react';
import type { PageProps } from 'shared/contracts';
import { newsArticles as englishNewsArticles } from '../../data/news';
import { pages } from '../../exposed/pages';
import { FilterableList, useListQuery } from '../../components/filterable-list';
import { SearchField, SelectField } from '../../components/fields';
import { NewsCard } from '../../components/news-card';

import { newsQuery, searchNews } from './news-search';
import { useData, useWords } from '../../i18n';
import { newsWords } from './words';

/**
 * /news: searchable, sortable list. The query and the sort live in the URL (`?q=drone&sort=oldest`),
 * which the server renders too: a shared link, or the form sent before the scripts ran, shows the
 * same list the browser filters as the visitor types.
 */
export function NewsList({ serverRendered = false }: Pick<PageProps, 'serverRendered'>) {
  const newsArticles = useData('newsArticles', englishNewsArticles);
  const { i18n } = useWords(newsWords);
  const path = pages.news.href();
  const { query, update } = useListQuery(newsQuery, path);
  const results = useMemo(() => searchNews(newsArticles, query, englishNewsArticles), [newsArticles, query]);

  return (
    <FilterableList
      title={i18n._('news.list.title')}
      intro={i18n._('news.intro')}
      notFound={{
        kind: 'news',
        title: i18n._('news.notFound.title'),
        text: i18n._('news.notFound.text'),
      }}
      serverRendered={serverRendered}
      list={newsQuery}
      path={path}
      query={query}
      update={update}
      formLabel={i18n._('news.search.label')}
      submitLabel={i18n._('news.search.submit')}
      fields={({ countId, changed }) => (
        <>
          <SearchField
            label={i18n._('news.search.label')}
            name="q"
            value={query.q}
            onChange={changed}
            placeholder={i18n._('news.search.placeholder')}
            describedBy={countId}
          />
          <SelectField
            label={i18n._('news.sort.label')}
            name="sort"
            value={query.sort}
            onChange={changed}
            options={[
              { value: 'newest', label: i18n._('news.sort.newest') },
              { value: 'oldest', label: i18n._('news.sort.oldest') },
            ]}
          />
        </>
      )}
      results={results}
      status={results.length === 0 ? i18n._('news.search.none') : i18n._('news.search.count', { count: results.length })}
      resultsLabel={i18n._('news.list.results')}
      itemKey={(article) => article.id}
      renderItem={(article, picture) => <NewsCard article={article} headingLevel={2} picture={picture} />}
    />
  );
}
