import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /sitemap. */
export default function SitemapPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Sitemap" intro="Every page of this website." />
    </RemoteRoot>
  );
}
