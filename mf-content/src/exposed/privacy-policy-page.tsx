import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /privacy-policy. */
export default function PrivacyPolicyPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Privacy Policy" intro="What this website does with your data." />
    </RemoteRoot>
  );
}
