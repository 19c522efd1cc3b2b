import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /labs. */
export default function LabsPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Our Labs" intro="Where our labs run today, school by school." />
    </RemoteRoot>
  );
}
