import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { CourseList, courseListMeta, courseWords } from '../features/courses';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { coursesIn } from '../data/translations';

/** Public entry of mf-content: /courses. */
export default function CoursesPage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale} words={courseWords}>
      <CourseList />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => courseListMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(courseWords, coursesIn);
