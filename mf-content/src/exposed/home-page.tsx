import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /. */
export default function HomePage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="RoboMinds: STEM, robotics and AI labs for every school" intro="Hands-on labs, courses and teacher training that turn curious children into confident makers." />
    </RemoteRoot>
  );
}
