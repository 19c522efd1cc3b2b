import { COURSES, courseDrift, courseForGrade, courseTitle, refundPercent, storedCourseTitle, type ShownCourse } from './courses';

/** The courses as mf-content's data shows them today (src/data/courses.ts), their facts only. */
const shown: readonly ShownCourse[] = [
  { id: 'blockzie', title: 'Blockzie: Coding with Blocks', price: 599, grade: '3-5', lessons: 24, duration: '8 weeks' },
  { id: 'iot', title: 'Internet of Things: Build Smart Devices', price: 499, grade: '6-8', lessons: 30, duration: '10 weeks' },
  { id: 'ar-link', title: 'AR Link: Augmented Reality Apps', price: 99, grade: '9-12', lessons: 18, duration: '6 weeks' },
];

describe('the course table (decision record 060)', () => {
  it('agrees with courses shown with the same facts', () => {
    expect(courseDrift(shown)).toEqual([]);
  });

  it('names every difference, so a price changed on one side only fails the check', () => {
    const changed = shown.map((course) => (course.id === 'iot' ? { ...course, price: 549, grade: '6-9' } : course));
    expect(courseDrift(changed)).toEqual([
      'iot: price is 549 on the page, 499 in the table',
      'iot: grade is 6-9 on the page, 6-8 in the table',
    ]);
    expect(courseDrift([...shown.slice(1), { ...shown[0]!, id: 'robots' }])).toEqual([
      "robots: shown, but not in the contact server's course table",
      'blockzie: in the table, but no page shows it',
    ]);
  });

  it('names a course in each language, its brand as it is', () => {
    const blockzie = COURSES[0];
    expect([courseTitle(blockzie), courseTitle(blockzie, 'hi'), courseTitle(blockzie, 'gu')]).toEqual([
      'Blockzie: Coding with Blocks',
      'Blockzie: ब्लॉक जोड़कर कोडिंग',
      'Blockzie: બ્લોક્સ વડે કોડિંગ',
    ]);
    for (const course of COURSES)
      for (const title of Object.values(course.titles)) expect(title.split(':')[0]).toBe(course.title.split(':')[0]);
  });

  it('names a stored registration’s course in its parent’s language while the table still has that name', () => {
    expect(storedCourseTitle('iot', 'Internet of Things: Build Smart Devices', 'gu')).toBe('Internet of Things: સ્માર્ટ ઉપકરણો બનાવો');
    expect(storedCourseTitle('iot', 'Internet of Things: Old Name', 'gu')).toBe('Internet of Things: Old Name');
    expect(storedCourseTitle('gone', 'A Course Since Removed', 'hi')).toBe('A Course Since Removed');
  });

  it('finds the course for a grade, or none', () => {
    expect([4, 7, 12, 2].map((grade) => courseForGrade(grade)?.id)).toEqual(['blockzie', 'iot', 'ar-link', undefined]);
    expect(COURSES.map((course) => course.id)).toEqual(['blockzie', 'iot', 'ar-link']);
  });

  it('gives the cancellation policy’s refund for the days left', () => {
    expect([30, 14, 13, 7, 6, 0].map(refundPercent)).toEqual([100, 100, 50, 50, 0, 0]);
  });
});
