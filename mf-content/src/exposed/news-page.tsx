import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { NewsList, newsListMeta } from '../features/news';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /news. */
export default function NewsPage({ serverRendered }: PageProps) {
  return (
    <ContentPage>
      <NewsList serverRendered={serverRendered} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => newsListMeta;
