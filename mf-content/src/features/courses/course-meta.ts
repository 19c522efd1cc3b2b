import { LOCALE_TAGS, type Locale, type PageItem, type PageMeta, type UnknownItem } from 'shared/contracts';
import { dataIn } from '../../i18n';
import { courses } from '../../data/courses';
import { findById } from '../../lib/collections';
import { websiteMeta } from '../../lib/page-meta';
import { courseWords } from './words';

/** /courses: its introduction in the language. */
export function courseListMeta(locale?: Locale): PageMeta {
  return websiteMeta(courseWords.i18nFor(locale)._('courses.intro'));
}

/**
 * /courses/:id: the course's title, summary and picture, and a schema.org Course (the shell adds the
 * provider). An unknown id is not found, as the page says ('Course Not Found').
 */
export function describeCourse(id: string | undefined, locale?: Locale): PageMeta | UnknownItem {
  const course = findById(dataIn(locale, 'courses', courses), id);
  if (!course) return { status: 'not-found', itemTitle: courseWords.i18nFor(locale)._('course.notFound.title') };
  return {
    status: 'ok',
    itemTitle: course.title,
    description: course.description,
    image: { url: course.image, alt: course.imageAlt },
    kind: 'website',
    structuredData: {
      '@type': 'Course',
      name: course.title,
      description: course.description,
      // A translated page says its language; the English pages' JSON-LD stays as it was.
      ...(locale && locale !== 'en' ? { inLanguage: LOCALE_TAGS[locale] } : {}),
    },
  };
}

/** Every course page, for sitemap.xml (courses carry no date). */
export function courseItems(): PageItem[] {
  return courses.map((course) => ({ id: course.id }));
}
