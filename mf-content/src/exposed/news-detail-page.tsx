import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { NewsDetail } from '../features/news';

/** Public entry of mf-content: /news/:id. */
export default function NewsDetailPage({ reportTitle, serverRendered }: PageProps) {
  return (
    <ContentPage>
      <NewsDetail reportTitle={reportTitle} serverRendered={serverRendered} />
    </ContentPage>
  );
}
