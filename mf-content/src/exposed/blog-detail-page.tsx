import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { BlogDetail } from '../features/blog';

/** Public entry of mf-content: /blog/:id. */
export default function BlogDetailPage({ reportTitle, serverRendered }: PageProps) {
  return (
    <ContentPage>
      <BlogDetail reportTitle={reportTitle} serverRendered={serverRendered} />
    </ContentPage>
  );
}
