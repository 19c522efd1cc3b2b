import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { NewsDetail, describeNewsArticle, newsItems } from '../features/news';
import type { DescribePage, ListItems } from '../lib/page-meta';

/** Public entry of mf-content: /news/:id. */
export default function NewsDetailPage({ reportTitle, serverRendered, formOutcome }: PageProps) {
  return (
    <ContentPage>
      <NewsDetail reportTitle={reportTitle} serverRendered={serverRendered} formOutcome={formOutcome} />
    </ContentPage>
  );
}

/** The item's meta for sharers and search engines, or what to do with an id that names no item. */
export const describe: DescribePage = ({ id }) => describeNewsArticle(id);

/** Every item, for sitemap.xml. */
export const items: ListItems = newsItems;
