import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { BlogDetail } from '../features/blog/blog-detail';

/** Public entry of mf-content: /blog/:id. */
export default function BlogDetailPage(props: PageProps) {
  return (
    <ContentPage>
      <BlogDetail {...props} />
    </ContentPage>
  );
}
