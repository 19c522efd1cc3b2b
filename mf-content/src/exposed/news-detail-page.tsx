import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { NewsDetail } from '../features/news/news-detail';

/** Public entry of mf-content: /news/:id. */
export default function NewsDetailPage(props: PageProps) {
  return (
    <ContentPage>
      <NewsDetail {...props} />
    </ContentPage>
  );
}
