import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Sitemap } from '../features/sitemap';

/** Public entry of mf-content: /sitemap. */
export default function SitemapPage({ sitePages }: PageProps) {
  return (
    <ContentPage>
      <Sitemap sitePages={sitePages} />
    </ContentPage>
  );
}
