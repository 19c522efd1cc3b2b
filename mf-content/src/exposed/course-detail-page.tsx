import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /courses/:id. */
export default function CourseDetailPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <PageHeader title="Course details" intro="Everything about this course." />
    </RemoteRoot>
  );
}
