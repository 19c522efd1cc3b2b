import type { PageItem, PageMeta, UnknownItem } from 'shared/contracts';
import { courses } from '../../data/courses';
import { findById } from '../../lib/collections';
import { websiteMeta } from '../../lib/page-meta';

export const COURSES_INTRO = 'Self-paced courses for grades 3 to 12, taught by our lab mentors, with projects you build at home.';

export const courseListMeta = websiteMeta(COURSES_INTRO);

/**
 * /courses/:id: the course's title, summary and picture, and a schema.org Course (the shell adds the
 * provider). An unknown id is not found, as the page says ('Course Not Found').
 */
export function describeCourse(id: string | undefined): PageMeta | UnknownItem {
  const course = findById(courses, id);
  if (!course) return { status: 'not-found' };
  return {
    status: 'ok',
    itemTitle: course.title,
    description: course.description,
    image: { url: course.image, alt: course.imageAlt },
    kind: 'website',
    structuredData: { '@type': 'Course', name: course.title, description: course.description },
  };
}

/** Every course page, for sitemap.xml (courses carry no date). */
export function courseItems(): PageItem[] {
  return courses.map((course) => ({ id: course.id }));
}
