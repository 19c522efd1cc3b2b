import { BRAND_NAME, OFFICE_ADDRESS, labHref } from 'shared/site';
import { KNOWLEDGE_VERSION, type KnowledgeEntry, type KnowledgeFile } from 'shared/contracts';
import { visibleText } from 'shared/knowledge';
import { pages } from '../exposed/pages';
import { contentFacts } from './content-facts';
import type { KnowledgeInput } from './knowledge-input';
import { BLOG_CATEGORIES, type BlogPost, type Course, type Lab, type LabLocation, type NewsSummary } from '../data/types';
import type { HomeCard } from '../data/home';
import type { LegalSection } from '../data/legal';
import { courseShortName, formatCount, formatDate, formatGrades, formatRupees, ratingSummary } from '../lib/format';
import { sortByDate } from '../lib/collections';
import { readingMinutes } from '../lib/text';

/**
 * What the chat assistant may say about this remote's pages, generated from the data the pages render
 * (site-knowledge.ts wires it in): every course, lab and place, every article and post with its body,
 * the home page's cards, the about page, Smart Anganwadi, the programmes, the platform and the legal
 * pages; and structured facts (content-facts.ts). Pure: it takes the data and returns the file, so it
 * is tested without a build. page-coverage.test.ts renders every page and fails when one shows a
 * number, range or date that is not here.
 */
export type { KnowledgeInput };

export const KNOWLEDGE_SOURCE = 'mf-content';

/** "3-5" -> [3, 5]. */
const gradeRange = (range: string): [number, number] => {
  const [from = 1, to = from] = range.split('-').map(Number);
  return [from, to];
};

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

function newsEntry(article: NewsSummary, body: string | undefined): KnowledgeEntry {
  return {
    id: `news-${article.id}`,
    topic: 'news',
    title: article.title,
    answer: `News of ${formatDate(article.date)}: ${article.title}. ${article.excerpt}${body ? ` ${visibleText(body)}` : ''}`,
    path: pages.newsItem.href(article.id),
    keywords: ['news', 'update', article.date, article.date.slice(0, 4), ...words(article.title)],
  };
}

function blogEntry(post: BlogPost): KnowledgeEntry {
  return {
    id: `blog-${post.id}`,
    topic: 'page',
    title: `Blog: ${post.title}`,
    answer: `A ${post.category} post by ${post.author.name}, ${post.author.role.toLowerCase()} (${formatDate(post.date)}, ${readingMinutes(post.content)} min read): ${post.excerpt} ${visibleText(post.content)} About the author: ${post.author.bio}`,
    path: pages.blogPost.href(post.id),
    keywords: ['blog', 'article', post.category.toLowerCase(), post.author.name, ...post.tags],
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A card of the home page (a collaboration or a training), sourced to the page its link leads to. */
function cardEntry(card: HomeCard, kind: 'collaboration' | 'training'): KnowledgeEntry {
  return {
    id: `${kind}-${slug(card.title)}`,
    topic: kind === 'training' ? 'programme' : 'page',
    title: card.title,
    answer: `${card.title}: ${card.text}`,
    path: card.link.href,
    keywords: [kind, ...words(card.title), ...words(card.text)],
  };
}

/** Each section of a legal page, as the page shows it (heading, paragraphs, list), with the date it was updated. */
function legalEntries(path: string, page: string, sections: readonly LegalSection[], updated: string) {
  return sections.map((section, index): KnowledgeEntry => ({
    id: `${slug(page)}-${section.id}`,
    topic: 'policy',
    title: `${section.heading} (${page})`,
    answer: [
      ...(index === 0 ? [`${page}, last updated ${formatDate(updated)}.`] : []),
      ...section.paragraphs,
      ...(section.list ?? []).map((item) => `${item.replace(/[.:]$/, '')}.`),
    ].join(' '),
    path: `${path}#${section.id}`,
    keywords: [
      page.toLowerCase(),
      ...words(section.heading),
      ...words([...section.paragraphs, ...(section.list ?? [])].join(' ')),
      ...(section.id === 'cancellation' ? ['refund', 'cancel', 'money back'] : []),
    ],
  }));
}

function aboutEntries(input: KnowledgeInput, impact: string): KnowledgeEntry[] {
  const { about } = input;
  const path = pages.about.href();
  return [
    {
      id: 'about',
      topic: 'page',
      title: `About ${BRAND_NAME}`,
      answer: `${BRAND_NAME} was founded in ${about.foundedYear} in ${OFFICE_ADDRESS.city}. Our mission: ${about.mission} Our impact: ${impact}.`,
      path,
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
      id: 'about-story',
      topic: 'page',
      title: 'Our story',
      answer: `${about.story.join(' ')} Our vision: ${about.vision} Our values: ${about.values.map((value) => `${value.name}: ${value.text}`).join(' ')}`,
      path,
      keywords: ['story', 'history', 'began', 'vision', 'values', 'states', 'where'],
    },
    {
      id: 'about-partners',
      topic: 'page',
      title: 'Our partners',
      answer: `We work with: ${about.partners.map((partner) => `${partner.name} (${partner.what})`).join('; ')}.`,
      path,
      keywords: ['partners', 'grant', 'funding', 'government', 'trust', 'hospital'],
    },
    {
      id: 'about-testimonials',
      topic: 'page',
      title: 'What people say about us',
      answer: about.testimonials.map((t) => `“${t.quote}” (${t.name}, ${t.role})`).join(' '),
      path,
      keywords: ['testimonials', 'reviews', 'what people say', 'parents say', 'teachers say', 'feedback'],
    },
  ];
}

export function buildKnowledge(input: KnowledgeInput): KnowledgeFile {
  const impact = input.about.impact.map((figure) => `${figure.value} ${figure.label}`).join(', ');
  const entries: KnowledgeEntry[] = [
    ...input.courses.map(courseEntry),
    {
      id: 'courses-overview',
      topic: 'course',
      title: 'Online courses',
      answer: `We offer ${input.courses.length} self-paced online courses for grades ${Math.min(...input.courses.map((c) => gradeRange(c.grade)[0]))} to ${Math.max(...input.courses.map((c) => gradeRange(c.grade)[1]))}: ${input.courses.map((c) => `${c.title} for grades ${c.grade} at ${formatRupees(c.price)}`).join('; ')}.`,
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
    ...sortByDate(input.news).map((article) => newsEntry(article, input.newsContent[article.id])),
    {
      id: 'news-overview',
      topic: 'news',
      title: 'News and updates',
      answer: `We have published ${input.news.length} news items; the latest: ${sortByDate(input.news)
        .slice(0, 3)
        .map((article) => `${article.title} (${formatDate(article.date)})`)
        .join('; ')}.`,
      path: pages.news.href(),
      keywords: ['news', 'latest', 'updates', 'announcements', 'recent'],
    },
    ...sortByDate(input.blog).map(blogEntry),
    {
      id: 'blog-overview',
      topic: 'page',
      title: 'Our blog',
      answer: `Our blog has ${input.blog.length} posts by our mentors: ${BLOG_CATEGORIES.map((category) => `${category} (${input.blog.filter((post) => post.category === category).length})`).join(', ')}.`,
      path: pages.blog.href(),
      keywords: ['blog', 'posts', 'articles', 'categories', 'read'],
    },
    ...input.programmes.map((programme): KnowledgeEntry => ({
      id: `programme-${programme.anchor}`,
      topic: 'programme',
      title: programme.name,
      answer: `${programme.intro} ${programme.name} include: ${programme.points.join('; ')}.`,
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
      answer: `Our online learning platform launched on ${formatDate(input.platform.launchDate)}. It has ${input.platform.plans.length} plans: ${input.platform.plans.map((plan) => `${plan.name} (${plan.includes.join(', ').toLowerCase()})`).join('; ')}. Every plan works with our ${input.courses.length} courses: ${input.courses.map((c) => `${courseShortName(c.title)} (grades ${c.grade})`).join(', ')}. New places open every month; join the waitlist with the form on its page. ${input.platform.reply}`,
      path: pages.waitlist.href(),
      keywords: ['platform', 'waitlist', 'basic', 'premium', 'complete', 'plans', 'subscription', 'online learning'],
    },
    ...aboutEntries(input, impact),
    {
      id: 'smart-anganwadi',
      topic: 'programme',
      title: 'Smart Anganwadi',
      answer: `${input.anganwadi.intro} ${input.anganwadi.facts.map((fact) => `${fact.value} ${fact.label}`).join('; ')}.`,
      path: pages.smartAnganwadi.href(),
      keywords: ['anganwadi', 'early childhood', 'preschool', 'children 3 to 6', 'icds', 'village'],
    },
    {
      id: 'smart-anganwadi-why',
      topic: 'programme',
      title: 'Why Smart Anganwadi starts before school',
      answer: input.anganwadi.why,
      path: pages.smartAnganwadi.href(),
      keywords: ['before school', 'head start', 'class 1', 'early years', 'brain', 'school readiness'],
    },
    {
      id: 'smart-anganwadi-corner',
      topic: 'programme',
      title: 'What a Smart Anganwadi centre receives',
      answer: `Each centre receives: ${input.anganwadi.corner.map((item) => `${item.name}: ${item.text}`).join(' ')} How it works: ${input.anganwadi.steps.join(' ')}`,
      path: pages.smartAnganwadi.href(),
      keywords: ['anganwadi', 'corner', 'kit', 'tablet', 'worker', 'play', 'languages'],
    },
    ...input.home.collaborations.map((card) => cardEntry(card, 'collaboration')),
    ...input.home.trainings.map((card) => cardEntry(card, 'training')),
    {
      id: 'get-started',
      topic: 'page',
      title: 'Ways to get started',
      answer: `${input.home.getStarted.map((path) => `${path.who}: ${path.text}`).join(' ')}`,
      path: '/',
      keywords: ['start', 'get started', 'schools', 'parents', 'students', 'how to begin'],
    },
    ...legalEntries(pages.privacyPolicy.href(), 'Privacy Policy', input.legal.privacy.sections, input.legal.privacy.updated),
    ...legalEntries(pages.termsOfService.href(), 'Terms of Service', input.legal.terms.sections, input.legal.terms.updated),
  ];
  return { version: KNOWLEDGE_VERSION, source: KNOWLEDGE_SOURCE, entries, facts: contentFacts(input) };
}
