import { BRAND_NAME, OFFICE_ADDRESS, labHref } from 'shared/site';
import type { KnowledgeFact } from 'shared/contracts';
import { pages } from '../exposed/pages';
import type { KnowledgeInput } from './knowledge-input';

/**
 * The structured facts this remote publishes, so the assistant answers exactly from data instead of
 * from sentences: the course for a grade, what the company is and since when, its impact figures,
 * and the learning platform's launch and tiers.
 */
export function contentFacts(input: KnowledgeInput): KnowledgeFact[] {
  const courses = input.courses.map((course): KnowledgeFact => {
    const [from = 1, to = from] = course.grade.split('-').map(Number);
    return {
      kind: 'course',
      id: `course-${course.id}`,
      title: course.title,
      path: pages.course.href(course.id),
      gradeFrom: from,
      gradeTo: to,
      priceRupees: course.price,
      instructor: course.instructor,
      duration: course.duration,
      summary: course.description,
    };
  });
  const labs = input.labs.map((lab): KnowledgeFact => {
    const [from = 1, to = 12] = (lab.grades.match(/\d+/g) ?? []).map(Number);
    return {
      kind: 'lab',
      id: `lab-${lab.anchor}`,
      title: lab.name,
      path: labHref(lab.anchor),
      gradeFrom: from,
      gradeTo: to,
      summary: lab.summary,
      teaches: lab.teaches,
    };
  });
  return [
    ...courses,
    ...labs,
    {
      kind: 'company',
      id: 'company',
      title: `About ${BRAND_NAME}`,
      path: pages.about.href(),
      name: BRAND_NAME,
      description: `${BRAND_NAME} is a STEM education company: we set up AI, robotics and STEM labs in schools, train their teachers and run online courses, for the next generation of problem solvers, inventors and creators.`,
      foundedYear: input.about.foundedYear,
      city: OFFICE_ADDRESS.city,
    },
    {
      kind: 'impact',
      id: 'impact',
      title: 'Our impact',
      path: pages.about.href(),
      // The founding year is a figure on the page but a fact of its own here.
      figures: input.about.impact.filter((figure) => figure.label !== 'founded').map(({ value, label }) => ({ value, label })),
    },
    {
      kind: 'platform',
      id: 'platform',
      title: 'Online learning platform',
      path: pages.waitlist.href(),
      launchDate: input.platform.launchDate,
      tiers: input.platform.plans.map((plan) => ({ name: plan.name, summary: plan.summary, includes: plan.includes })),
    },
  ];
}
