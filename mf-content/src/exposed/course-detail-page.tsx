import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { CourseDetail } from '../features/courses';

/** Public entry of mf-content: /courses/:id. */
export default function CourseDetailPage({ reportTitle }: PageProps) {
  return (
    <ContentPage>
      <CourseDetail reportTitle={reportTitle} />
    </ContentPage>
  );
}
