import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /news. */
export default function NewsPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="News & Updates" intro="Lab launches, partnerships, awards and camps from across our programmes." />
    </RemoteRoot>
  );
}
