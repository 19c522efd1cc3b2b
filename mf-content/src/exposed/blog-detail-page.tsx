import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { BlogDetail, describeBlogPost, blogItems } from '../features/blog';
import type { DescribePage, ListItems } from '../lib/page-meta';

/** Public entry of mf-content: /blog/:id. */
export default function BlogDetailPage({ reportTitle, serverRendered, formOutcome }: PageProps) {
  return (
    <ContentPage>
      <BlogDetail reportTitle={reportTitle} serverRendered={serverRendered} formOutcome={formOutcome} />
    </ContentPage>
  );
}

/** The item's meta for sharers and search engines, or what to do with an id that names no item. */
export const describe: DescribePage = ({ id }) => describeBlogPost(id);

/** Every item, for sitemap.xml. */
export const items: ListItems = blogItems;
