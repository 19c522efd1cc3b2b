import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { CourseDetail, describeCourse, courseItems, courseWords } from '../features/courses';
import type { PreparePage, DescribePage, ListItems } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { coursesIn } from '../data/translations';

/** Public entry of mf-content: /courses/:id. */
export default function CourseDetailPage({ locale, reportTitle }: PageProps) {
  return (
    <ContentPage locale={locale} words={courseWords}>
      <CourseDetail reportTitle={reportTitle} />
    </ContentPage>
  );
}

/** The item's meta for sharers and search engines, or what to do with an id that names no item. */
export const describe: DescribePage = ({ id }, locale) => describeCourse(id, locale);

/** Every item, for sitemap.xml. */
export const items: ListItems = courseItems;

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(courseWords, coursesIn);
