import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { CourseDetail, describeCourse, courseItems } from '../features/courses';
import type { DescribePage, ListItems } from '../lib/page-meta';

/** Public entry of mf-content: /courses/:id. */
export default function CourseDetailPage({ reportTitle }: PageProps) {
  return (
    <ContentPage>
      <CourseDetail reportTitle={reportTitle} />
    </ContentPage>
  );
}

/** The item's meta for sharers and search engines, or what to do with an id that names no item. */
export const describe: DescribePage = ({ id }) => describeCourse(id);

/** Every item, for sitemap.xml. */
export const items: ListItems = courseItems;
