import { COURSES, COURSE_TABLE_VERSION, courseDrift, courseTitle } from 'shared/contracts';
import { courses } from './courses';
import { courses as hindi } from './locales/hi/courses';
import { courses as gujarati } from './locales/gu/courses';

// Decision 060: the contact server takes registrations at the prices and grades of shared/contracts'
// course table; the courses these pages show must be exactly those, or a parent would be charged
// another price than the one they read.
describe(`the courses shown and the contact server's course table (${COURSE_TABLE_VERSION})`, () => {
  it('name, price, grades, lessons and weeks agree for every course, and no course is missing on either side', () => {
    expect(courseDrift(courses)).toEqual([]);
  });

  it('names every course in Hindi and Gujarati as the registration pages and e-mails do', () => {
    for (const [locale, shown] of [
      ['hi', hindi],
      ['gu', gujarati],
    ] as const)
      expect(shown.map((course) => [course.id, course.title])).toEqual(COURSES.map((course) => [course.id, courseTitle(course, locale)]));
  });

  it('names a course whose price differs', () => {
    const [first, ...rest] = courses;
    expect(courseDrift([{ ...first!, price: first!.price + 1 }, ...rest])).toEqual([
      `${first!.id}: price is ${first!.price + 1} on the page, ${first!.price} in the table`,
    ]);
  });
});
