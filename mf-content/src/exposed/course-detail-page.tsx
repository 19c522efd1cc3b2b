import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { CourseDetail } from '../features/courses/course-detail';

/** Public entry of mf-content: /courses/:id. */
export default function CourseDetailPage(props: PageProps) {
  return (
    <ContentPage>
      <CourseDetail {...props} />
    </ContentPage>
  );
}
