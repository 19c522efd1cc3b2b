import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Sitemap, sitemapMeta } from '../features/sitemap';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /sitemap. */
export default function SitemapPage({ sitePages }: PageProps) {
  return (
    <ContentPage>
      <Sitemap sitePages={sitePages} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => sitemapMeta;
