import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /blog. */
export default function BlogPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Blog" intro="Ideas and guides on robotics, coding and STEM teaching from our mentors." />
    </RemoteRoot>
  );
}
