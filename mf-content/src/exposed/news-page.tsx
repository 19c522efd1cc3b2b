import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { NewsList } from '../features/news';

/** Public entry of mf-content: /news. */
export default function NewsPage(_props: PageProps) {
  return (
    <ContentPage>
      <NewsList />
    </ContentPage>
  );
}
