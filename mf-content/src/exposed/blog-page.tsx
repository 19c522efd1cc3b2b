import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { BlogList, blogListMeta } from '../features/blog';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /blog. */
export default function BlogPage({ serverRendered }: PageProps) {
  return (
    <ContentPage>
      <BlogList serverRendered={serverRendered} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => blogListMeta;
