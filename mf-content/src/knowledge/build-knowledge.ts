import { BRAND_NAME, labHref } from 'shared/site';
import { KNOWLEDGE_VERSION, type KnowledgeEntry, type KnowledgeFile } from 'shared/contracts';
import { pages } from '../exposed/pages';
import { contentFacts } from './content-facts';
import type { BlogPost, Course, Lab, LabLocation, NewsSummary } from '../data/types';
import type { Programme } from '../data/programmes';
import type { PlatformPlan } from '../data/platform';
import type { ImpactFigure } from '../data/impact';
import { formatCount, formatDate, formatGrades, formatRupees, ratingSummary } from '../lib/format';
import { sortByDate } from '../lib/collections';

/**
 * What the chat assistant may say about this remote's pages: entries (every course with grade and
 * price, every lab, every headline with its date, the about facts, Smart Anganwadi and the
 * programmes) and structured facts (content-facts.ts). Pure: it takes the data and returns the file,
 * so it is tested without a build.
 */
export interface KnowledgeInput {
  readonly courses: readonly Course[];
  readonly labs: readonly Lab[];
  readonly labLocations: readonly LabLocation[];
  readonly news: readonly NewsSummary[];
  readonly blog: readonly BlogPost[];
  readonly programmes: readonly Programme[];
  readonly platform: { readonly launchDate: string; readonly plans: readonly PlatformPlan[] };
  readonly about: { readonly mission: string; readonly impact: readonly ImpactFigure[]; readonly foundedYear: number };
  readonly anganwadi: { readonly intro: string; readonly corner: readonly { readonly name: string }[] };
}

export const KNOWLEDGE_SOURCE = 'mf-content';

const gradeWords = (range: string): string[] => {
  const [from, to] = range.split('-').map(Number);
  if (!from || !to) return [];
  return Array.from({ length: to - from + 1 }, (_, i) => [`grade ${from + i}`, `class ${from + i}`]).flat();
};

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 3);

function courseEntry(course: Course): KnowledgeEntry {
  const rating = ratingSummary(course.rating, course.reviews);
  const price = formatRupees(course.price);
  return {
    id: `course-${course.id}`,
    topic: 'course',
    title: `${course.title} (online course)`,
    answer: `${course.title} is an online course for ${formatGrades(course.grade).toLowerCase()} taught by ${course.instructor}. It costs ${price} (${course.price} rupees) and runs ${course.duration} with ${course.lessons} lessons. ${course.description} Reviews: ${rating.rated ? rating.label.toLowerCase() : 'no reviews yet'}.`,
    path: pages.course.href(course.id),
    keywords: [
      course.id,
      'course',
      'online course',
      'price',
      'fee',
      'cost',
      `${course.price} rupees`,
      `rs ${course.price}`,
      price,
      `grades ${course.grade}`,
      ...gradeWords(course.grade),
      course.instructor,
    ],
  };
}

function labEntry(lab: Lab): KnowledgeEntry {
  return {
    id: `lab-${lab.anchor}`,
    topic: 'lab',
    title: lab.name,
    answer: `The ${lab.name} (${lab.grades}) is one of our eight school labs. ${lab.summary} Students learn: ${lab.teaches.join('; ')}.`,
    path: labHref(lab.anchor),
    keywords: [lab.anchor.replace(/-/g, ' '), 'lab', 'school lab', lab.grades.toLowerCase(), ...words(lab.teaches.join(' '))],
  };
}

function locationEntry(place: LabLocation): KnowledgeEntry {
  return {
    id: `labs-${place.anchor}`,
    topic: 'lab',
    title: `Our labs in ${place.name}`,
    answer: `In ${place.name} (${place.state}) our labs run in ${place.schools} schools with ${formatCount(place.students)} students, since ${place.since}: ${place.labs.join(', ')}. ${place.story}`,
    path: `${pages.labs.href()}#${place.anchor}`,
    keywords: [place.name.toLowerCase(), place.state.toLowerCase(), 'where', 'location', 'district', 'schools'],
  };
}

function newsEntry(article: NewsSummary): KnowledgeEntry {
  return {
    id: `news-${article.id}`,
    topic: 'news',
    title: article.title,
    answer: `News of ${formatDate(article.date)}: ${article.title}. ${article.excerpt}`,
    path: pages.newsItem.href(article.id),
    keywords: ['news', 'update', article.date, article.date.slice(0, 4), ...words(article.title)],
  };
}

function blogEntry(post: BlogPost): KnowledgeEntry {
  return {
    id: `blog-${post.id}`,
    topic: 'page',
    title: `Blog: ${post.title}`,
    answer: `A ${post.category} post by ${post.author.name} (${formatDate(post.date)}): ${post.excerpt}`,
    path: pages.blogPost.href(post.id),
    keywords: ['blog', 'article', post.category.toLowerCase(), post.author.name, ...post.tags],
  };
}

export function buildKnowledge(input: KnowledgeInput): KnowledgeFile {
  const impact = input.about.impact.map((figure) => `${figure.value} ${figure.label}`).join(', ');
  const entries: KnowledgeEntry[] = [
    ...input.courses.map(courseEntry),
    {
      id: 'courses-overview',
      topic: 'course',
      title: 'Online courses',
      answer: `We offer ${input.courses.length} online courses: ${input.courses.map((c) => `${c.title} for grades ${c.grade} at ${formatRupees(c.price)}`).join('; ')}.`,
      path: pages.courses.href(),
      keywords: ['courses', 'online', 'price list', 'fees', 'which course', 'learn at home'],
    },
    ...input.labs.map(labEntry),
    {
      id: 'labs-overview',
      topic: 'lab',
      title: 'Our eight labs',
      answer: `Schools can set up eight labs with us: ${input.labs.map((lab) => lab.name).join(', ')}. Each comes with equipment, curriculum, teacher training and a mentor.`,
      path: pages.services.href(),
      keywords: ['labs', 'services', 'programs', 'programmes', 'what do you offer', 'school', 'set up', 'which labs'],
    },
    ...input.labLocations.map(locationEntry),
    ...sortByDate(input.news).map(newsEntry),
    ...sortByDate(input.blog).map(blogEntry),
    ...input.programmes.map((programme): KnowledgeEntry => ({
      id: `programme-${programme.anchor}`,
      topic: 'programme',
      title: programme.name,
      answer: `${programme.intro} It includes: ${programme.points.slice(0, 4).join('; ')}.`,
      path: `${pages.services.href()}#${programme.anchor}`,
      keywords: [
        programme.anchor.replace(/-/g, ' '),
        'programme',
        'program',
        'partnership',
        'school partnership',
        ...words(programme.intro),
      ],
    })),
    {
      id: 'platform',
      topic: 'programme',
      title: 'Online learning platform and waitlist',
      answer: `Our online learning platform launched on ${formatDate(input.platform.launchDate)} with three plans: ${input.platform.plans.map((plan) => `${plan.name} (${plan.includes.join(', ').toLowerCase()})`).join('; ')}. New places open every month; join the waitlist by e-mail.`,
      path: pages.waitlist.href(),
      keywords: ['platform', 'waitlist', 'basic', 'premium', 'complete', 'plans', 'subscription', 'online learning'],
    },
    {
      id: 'about',
      topic: 'page',
      title: `About ${BRAND_NAME}`,
      answer: `${BRAND_NAME} was founded in ${input.about.foundedYear} in Ahmedabad. ${input.about.mission} Our impact: ${impact}.`,
      path: pages.about.href(),
      keywords: [
        'about',
        'company',
        'who are you',
        'founded',
        'history',
        'mission',
        'impact',
        'students',
        'schools',
        'satisfaction',
        'partner',
      ],
    },
    {
      id: 'smart-anganwadi',
      topic: 'programme',
      title: 'Smart Anganwadi',
      answer: `${input.anganwadi.intro} Each centre receives: ${input.anganwadi.corner.map((item) => item.name.toLowerCase()).join(', ')}.`,
      path: pages.smartAnganwadi.href(),
      keywords: ['anganwadi', 'early childhood', 'preschool', 'children 3 to 6', 'icds', 'village'],
    },
    {
      id: 'privacy',
      topic: 'policy',
      title: 'Privacy',
      answer:
        'The contact form and the newsletter boxes send nothing to any server. Chat questions go to our AI gateway (and, when it is configured with a Google Gemini key, to Google). The site sets no cookies and uses no analytics; the chat and a contact-form draft stay in your browser’s sessionStorage.',
      path: pages.privacyPolicy.href(),
      keywords: ['privacy', 'data', 'cookies', 'analytics', 'tracking', 'gdpr', 'personal data'],
    },
    {
      id: 'refunds',
      topic: 'policy',
      title: 'Cancellation and refunds',
      answer:
        'Cancel 14 or more days before the start for a full refund, 7 to 13 days before for 50 percent, and fewer than 7 days before for no refund. Full payment is required to secure a spot.',
      path: `${pages.termsOfService.href()}#cancellation`,
      keywords: ['refund', 'cancel', 'cancellation', 'money back', 'payment', 'terms'],
    },
  ];
  return { version: KNOWLEDGE_VERSION, source: KNOWLEDGE_SOURCE, entries, facts: contentFacts(input) };
}
