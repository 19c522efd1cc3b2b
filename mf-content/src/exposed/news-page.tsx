import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { NewsList } from '../features/news';

/** Public entry of mf-content: /news. */
export default function NewsPage({ serverRendered }: PageProps) {
  return (
    <ContentPage>
      <NewsList serverRendered={serverRendered} />
    </ContentPage>
  );
}
