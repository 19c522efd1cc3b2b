import { courseById, courseTitle, type CourseFacts, type Locale, type PageMeta, type UnknownItem } from 'shared/contracts';
import { formatRupees } from 'shared/i18n';
import { enrolWords } from './words';

/** The page's title for a course, named in the page's language: "Register for Blockzie: Coding with Blocks". */
export function enrolTitle(locale: Locale | undefined, course: CourseFacts): string {
  const i18n = enrolWords.i18nFor(locale);
  return i18n._('enrol.title', { course: courseTitle(course, locale) });
}

/** What sharers and search engines read about /courses/:id/enrol, or not-found for a course the contract does not know. */
export function describeEnrol(id: string | undefined, locale: Locale | undefined): PageMeta | UnknownItem {
  const course = id === undefined ? undefined : courseById(id);
  const i18n = enrolWords.i18nFor(locale);
  if (!course) return { status: 'not-found', itemTitle: i18n._('enrol.notFound') };
  return {
    status: 'ok',
    kind: 'website',
    itemTitle: enrolTitle(locale, course),
    description: i18n._('enrol.description', {
      course: courseTitle(course, locale),
      price: formatRupees(locale, course.priceInr),
      min: course.grades.min,
      max: course.grades.max,
    }),
  };
}
