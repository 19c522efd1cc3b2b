import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /courses. */
export default function CoursesPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Online Courses" intro="Self-paced courses for grades 3 to 12, taught by our lab mentors." />
    </RemoteRoot>
  );
}
