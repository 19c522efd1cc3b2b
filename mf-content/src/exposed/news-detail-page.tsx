import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /news/:id. */
export default function NewsDetailPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="News article" intro="News from RoboMinds." />
    </RemoteRoot>
  );
}
