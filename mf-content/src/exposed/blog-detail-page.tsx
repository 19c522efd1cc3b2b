import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /blog/:id. */
export default function BlogDetailPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Blog post" intro="From the RoboMinds blog." />
    </RemoteRoot>
  );
}
