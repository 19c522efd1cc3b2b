import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { CourseList, courseListMeta } from '../features/courses';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /courses. */
export default function CoursesPage(_props: PageProps) {
  return (
    <ContentPage>
      <CourseList />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => courseListMeta;
