import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /terms-of-service. */
export default function TermsOfServicePage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Terms of Service" intro="The terms for using this website." />
    </RemoteRoot>
  );
}
