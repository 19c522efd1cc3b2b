import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /about. */
export default function AboutPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="About Us" intro="Since 2020 we have brought hands-on STEM education to more than 10,000 students in 500+ schools." />
    </RemoteRoot>
  );
}
