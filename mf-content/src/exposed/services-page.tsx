import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /services. */
export default function ServicesPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Our Services" intro="Eight lab programmes that schools can set up on campus, with equipment, curriculum and trained mentors." />
    </RemoteRoot>
  );
}
