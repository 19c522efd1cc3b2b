import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Sitemap } from '../features/sitemap/sitemap';

/** Public entry of mf-content: /sitemap. */
export default function SitemapPage(_props: PageProps) {
  return (
    <ContentPage>
      <Sitemap />
    </ContentPage>
  );
}
