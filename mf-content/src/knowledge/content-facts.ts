import { BRAND_NAME, labHref } from 'shared/site';
import type { KnowledgeFact } from 'shared/contracts';
import { pages } from '../exposed/pages';
import type { KnowledgeInput } from './knowledge-input';
import type { KnowledgeWords } from './knowledge-words';

/**
 * The structured facts this remote publishes, so the assistant answers exactly from data instead of
 * from sentences: the course for a grade, what the company is and since when, its impact figures,
 * and the learning platform's launch and tiers. In the language of `w` (and of the data in `input`).
 */
export function contentFacts(input: KnowledgeInput, w: KnowledgeWords): KnowledgeFact[] {
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
      rating: course.reviews > 0 && course.rating > 0 ? course.rating : null,
      reviews: course.reviews,
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
      title: w.about.title,
      path: pages.about.href(),
      name: BRAND_NAME,
      description: w.about.description,
      foundedYear: input.about.foundedYear,
      city: w.about.city,
    },
    {
      kind: 'impact',
      id: 'impact',
      title: w.about.impactTitle,
      path: pages.about.href(),
      // The founding year is a figure on the page but a fact of its own here (its label is translated; its value is the year).
      figures: input.about.impact
        .filter((figure) => figure.value !== String(input.about.foundedYear))
        .map(({ value, label }) => ({ value, label })),
    },
    {
      kind: 'platform',
      id: 'platform',
      title: w.platform.factTitle,
      path: pages.waitlist.href(),
      launchDate: input.platform.launchDate,
      tiers: input.platform.plans.map((plan) => ({ name: plan.name, summary: plan.summary, includes: plan.includes })),
    },
  ];
}
