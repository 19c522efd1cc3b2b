import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { CourseList } from '../features/courses';

/** Public entry of mf-content: /courses. */
export default function CoursesPage(_props: PageProps) {
  return (
    <ContentPage>
      <CourseList />
    </ContentPage>
  );
}
