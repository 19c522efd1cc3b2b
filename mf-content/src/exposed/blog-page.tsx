import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { BlogList } from '../features/blog';

/** Public entry of mf-content: /blog. */
export default function BlogPage({ serverRendered }: PageProps) {
  return (
    <ContentPage>
      <BlogList serverRendered={serverRendered} />
    </ContentPage>
  );
}
