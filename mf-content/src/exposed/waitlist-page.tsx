import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /waitlist. */
export default function WaitlistPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Learning Platform Waitlist" intro="How to get early access to the RoboMinds online learning platform." />
    </RemoteRoot>
  );
}
