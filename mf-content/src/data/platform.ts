import { courseShortName } from '../lib/format';
import { courses } from './courses';

/** The online learning platform (launched 15 May 2025) and its three plans; /waitlist and article 8. */
export const PLATFORM_LAUNCH_DATE = '2025-05-15';

export interface PlatformPlan {
  readonly name: 'Basic' | 'Premium' | 'Complete';
  readonly summary: string;
  readonly includes: readonly string[];
}

export const platformPlans: readonly PlatformPlan[] = [
  {
    name: 'Basic',
    summary: 'Learn at your own pace.',
    includes: ['All recorded lessons of one course', 'Quizzes with instant feedback', 'A certificate when you finish'],
  },
  {
    name: 'Premium',
    summary: 'Learn with a mentor.',
    includes: ['Everything in Basic', 'A weekly live session with a mentor', 'Answers to your questions within a day'],
  },
  {
    name: 'Complete',
    summary: 'Build it for real.',
    includes: ['Everything in Premium', 'A home kit with the parts for every project', 'A personal project review every month'],
  },
];

/** The courses every plan works with, as /waitlist and its form name them (the contact server knows these names). */
export const platformCourses: readonly { readonly name: string; readonly grade: string }[] = courses.map((course) => ({
  name: courseShortName(course.title),
  grade: course.grade,
}));

/** What a family hears after joining the waitlist. */
export const WAITLIST_REPLY = 'We will e-mail you when a place opens.';
