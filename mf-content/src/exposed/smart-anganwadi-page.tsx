import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /smart-anganwadi. */
export default function SmartAnganwadiPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Smart Anganwadi" intro="Early-childhood learning corners that bring play-based STEM to Anganwadi centres." />
    </RemoteRoot>
  );
}
