import { labHref } from 'shared/site';
import {
  KNOWLEDGE_TRANSLATIONS,
  KNOWLEDGE_VERSION,
  type KnowledgeEntry,
  type KnowledgeFile,
  type KnowledgeTranslationLocale,
} from 'shared/contracts';
import { visibleText } from 'shared/knowledge';
import { pages } from '../exposed/pages';
import { contentFacts } from './content-facts';
import type { KnowledgeInput } from './knowledge-input';
import { BLOG_CATEGORIES, type BlogPost, type Course, type Lab, type LabLocation, type NewsSummary } from '../data/types';
import type { HomeCard } from '../data/home';
import type { LegalSection } from '../data/legal';
import { courseShortName, formatRupees } from '../lib/format';
import { KNOWLEDGE_WORDS, type KnowledgeWords } from './knowledge-words';
import { sortByDate } from '../lib/collections';
import { readingMinutes } from '../lib/text';

/**
 * What the chat assistant may say about this remote's pages, generated from the data the pages render
 * (site-knowledge.ts wires it in): every course, lab and place, every article and post with its body,
 * the home page's cards, the about page, Smart Anganwadi, the programmes, the platform and the legal
 * pages; and structured facts (content-facts.ts). The same in Hindi and Gujarati, from the translated
 * data modules and the joining words of knowledge-words.ts (issue 39, point 8): the same ids, paths and
 * numbers as the English. Pure: it takes the data and returns the file, so it is tested without a build. page-coverage.test.ts renders every page and fails when one shows a
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

function courseEntry(course: Course, w: KnowledgeWords): KnowledgeEntry {
  const price = formatRupees(course.price);
  return {
    id: `course-${course.id}`,
    topic: 'course',
    title: w.course.title(course.title),
    answer: w.course.answer({
      title: course.title,
      grades: w.grades(course.grade),
      instructor: course.instructor,
      price: course.price,
      duration: course.duration,
      lessons: course.lessons,
      description: course.description,
      reviews: w.course.reviews(course.rating, course.reviews),
    }),
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

function labEntry(lab: Lab, w: KnowledgeWords): KnowledgeEntry {
  return {
    id: `lab-${lab.anchor}`,
    topic: 'lab',
    title: lab.name,
    answer: w.lab.answer(lab.name, lab.grades, lab.summary, lab.teaches),
    path: labHref(lab.anchor),
    keywords: [lab.anchor.replace(/-/g, ' '), 'lab', 'school lab', lab.grades.toLowerCase(), ...words(lab.teaches.join(' '))],
  };
}

function locationEntry(place: LabLocation, w: KnowledgeWords): KnowledgeEntry {
  return {
    id: `labs-${place.anchor}`,
    topic: 'lab',
    title: w.lab.placeTitle(place.name),
    answer: w.lab.place(place),
    path: `${pages.labs.href()}#${place.anchor}`,
    keywords: [place.name.toLowerCase(), place.state.toLowerCase(), 'where', 'location', 'district', 'schools'],
  };
}

function newsEntry(article: NewsSummary, body: string | undefined, w: KnowledgeWords): KnowledgeEntry {
  return {
    id: `news-${article.id}`,
    topic: 'news',
    title: article.title,
    answer: `${w.news.answer(w.date(article.date), article.title, article.excerpt)}${body ? ` ${visibleText(body)}` : ''}`,
    path: pages.newsItem.href(article.id),
    keywords: ['news', 'update', article.date, article.date.slice(0, 4), ...words(article.title)],
  };
}

function blogEntry(post: BlogPost, w: KnowledgeWords): KnowledgeEntry {
  return {
    id: `blog-${post.id}`,
    topic: 'page',
    title: w.blog.title(post.title),
    answer: w.blog.answer({
      category: w.blog.category(post.category),
      author: post.author.name,
      role: post.author.role,
      date: w.date(post.date),
      minutes: readingMinutes(post.content),
      excerpt: post.excerpt,
      body: visibleText(post.content),
      bio: post.author.bio,
    }),
    path: pages.blogPost.href(post.id),
    keywords: ['blog', 'article', post.category.toLowerCase(), post.author.name, ...post.tags],
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A card of the home page (a collaboration or a training), sourced to the page its link leads to; its
 * id from the English card's title (`key`), the same in every language.
 */
function cardEntry(card: HomeCard, key: HomeCard, kind: 'collaboration' | 'training'): KnowledgeEntry {
  return {
    id: `${kind}-${slug(key.title)}`,
    topic: kind === 'training' ? 'programme' : 'page',
    title: card.title,
    answer: `${card.title}: ${card.text}`,
    path: card.link.href,
    keywords: [kind, ...words(card.title), ...words(card.text)],
  };
}

/** Each section of a legal page, as the page shows it (heading, paragraphs, list), with the date it was updated. */
function legalEntries(
  path: string,
  page: { readonly id: string; readonly name: string },
  sections: readonly LegalSection[],
  updated: string,
  w: KnowledgeWords,
) {
  return sections.map((section, index): KnowledgeEntry => ({
    id: `${page.id}-${section.id}`,
    topic: 'policy',
    title: w.legal.sectionTitle(section.heading, page.name),
    answer: [
      ...(index === 0 ? [w.legal.updated(page.name, w.date(updated))] : []),
      ...section.paragraphs,
      ...(section.list ?? []).map((item) => `${item.replace(/[.:।]$/, '')}${w.stop}`),
    ].join(' '),
    path: `${path}#${section.id}`,
    keywords: [
      page.name.toLowerCase(),
      ...words(section.heading),
      ...words([...section.paragraphs, ...(section.list ?? [])].join(' ')),
      ...(section.id === 'cancellation' ? ['refund', 'cancel', 'money back'] : []),
    ],
  }));
}

function aboutEntries(input: KnowledgeInput, impact: string, w: KnowledgeWords): KnowledgeEntry[] {
  const { about } = input;
  const path = pages.about.href();
  return [
    {
      id: 'about',
      topic: 'page',
      title: w.about.title,
      answer: w.about.answer(about.foundedYear, w.about.city, about.mission, impact),
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
      title: w.about.storyTitle,
      answer: w.about.story(about.story, about.vision, about.values),
      path,
      keywords: ['story', 'history', 'began', 'vision', 'values', 'states', 'where'],
    },
    {
      id: 'about-partners',
      topic: 'page',
      title: w.about.partnersTitle,
      answer: w.about.partners(about.partners),
      path,
      keywords: ['partners', 'grant', 'funding', 'government', 'trust', 'hospital'],
    },
    {
      id: 'about-testimonials',
      topic: 'page',
      title: w.about.testimonialsTitle,
      answer: about.testimonials.map((t) => w.about.testimonial(t.quote, t.name, t.role)).join(' '),
      path,
      keywords: ['testimonials', 'reviews', 'what people say', 'parents say', 'teachers say', 'feedback'],
    },
  ];
}

/** The entries of one language: `input` in that language, `english` for the keys every language shares. */
function knowledgeEntries(input: KnowledgeInput, english: KnowledgeInput, w: KnowledgeWords): KnowledgeEntry[] {
  const impact = input.about.impact.map((figure) => `${figure.value} ${figure.label}`).join(', ');
  const latest = sortByDate(input.news);
  return [
    ...input.courses.map((course) => courseEntry(course, w)),
    {
      id: 'courses-overview',
      topic: 'course',
      title: w.course.overviewTitle,
      answer: w.course.overview(
        input.courses.length,
        Math.min(...input.courses.map((c) => gradeRange(c.grade)[0])),
        Math.max(...input.courses.map((c) => gradeRange(c.grade)[1])),
        input.courses,
      ),
      path: pages.courses.href(),
      keywords: ['courses', 'online', 'price list', 'fees', 'which course', 'learn at home'],
    },
    ...input.labs.map((lab) => labEntry(lab, w)),
    {
      id: 'labs-overview',
      topic: 'lab',
      title: w.lab.overviewTitle,
      answer: w.lab.overview(input.labs.map((lab) => lab.name)),
      path: pages.services.href(),
      keywords: ['labs', 'services', 'programs', 'programmes', 'what do you offer', 'school', 'set up', 'which labs'],
    },
    ...input.labLocations.map((place) => locationEntry(place, w)),
    ...latest.map((article) => newsEntry(article, input.newsContent[article.id], w)),
    {
      id: 'news-overview',
      topic: 'news',
      title: w.news.overviewTitle,
      answer: w.news.overview(
        input.news.length,
        latest.slice(0, 3).map((article) => ({ title: article.title, date: w.date(article.date) })),
      ),
      path: pages.news.href(),
      keywords: ['news', 'latest', 'updates', 'announcements', 'recent'],
    },
    ...sortByDate(input.blog).map((post) => blogEntry(post, w)),
    {
      id: 'blog-overview',
      topic: 'page',
      title: w.blog.overviewTitle,
      answer: w.blog.overview(
        input.blog.length,
        BLOG_CATEGORIES.map((category) => ({
          name: w.blog.category(category),
          count: input.blog.filter((post) => post.category === category).length,
        })),
      ),
      path: pages.blog.href(),
      keywords: ['blog', 'posts', 'articles', 'categories', 'read'],
    },
    ...input.programmes.map((programme): KnowledgeEntry => ({
      id: `programme-${programme.anchor}`,
      topic: 'programme',
      title: programme.name,
      answer: w.programme(programme.intro, programme.name, programme.points),
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
      title: w.platform.title,
      answer: w.platform.answer({
        launch: w.date(input.platform.launchDate),
        plans: input.platform.plans,
        courses: input.courses.map((c) => ({ name: courseShortName(c.title), grade: c.grade })),
        reply: input.platform.reply,
      }),
      path: pages.waitlist.href(),
      keywords: ['platform', 'waitlist', 'basic', 'premium', 'complete', 'plans', 'subscription', 'online learning'],
    },
    ...aboutEntries(input, impact, w),
    {
      id: 'smart-anganwadi',
      topic: 'programme',
      title: w.anganwadi.title,
      answer: `${input.anganwadi.intro} ${input.anganwadi.facts.map((fact) => `${fact.value} ${fact.label}`).join('; ')}${w.stop}`,
      path: pages.smartAnganwadi.href(),
      keywords: ['anganwadi', 'early childhood', 'preschool', 'children 3 to 6', 'icds', 'village'],
    },
    {
      id: 'smart-anganwadi-why',
      topic: 'programme',
      title: w.anganwadi.whyTitle,
      answer: input.anganwadi.why,
      path: pages.smartAnganwadi.href(),
      keywords: ['before school', 'head start', 'class 1', 'early years', 'brain', 'school readiness'],
    },
    {
      id: 'smart-anganwadi-corner',
      topic: 'programme',
      title: w.anganwadi.cornerTitle,
      answer: w.anganwadi.corner(input.anganwadi.corner, input.anganwadi.steps),
      path: pages.smartAnganwadi.href(),
      keywords: ['anganwadi', 'corner', 'kit', 'tablet', 'worker', 'play', 'languages'],
    },
    ...input.home.collaborations.map((card, i) => cardEntry(card, english.home.collaborations[i] ?? card, 'collaboration')),
    ...input.home.trainings.map((card, i) => cardEntry(card, english.home.trainings[i] ?? card, 'training')),
    {
      id: 'get-started',
      topic: 'page',
      title: w.getStartedTitle,
      answer: `${input.home.getStarted.map((path) => `${path.who}: ${path.text}`).join(' ')}`,
      path: '/',
      keywords: ['start', 'get started', 'schools', 'parents', 'students', 'how to begin'],
    },
    ...legalEntries(
      pages.privacyPolicy.href(),
      { id: 'privacy-policy', name: w.legal.privacy },
      input.legal.privacy.sections,
      input.legal.privacy.updated,
      w,
    ),
    ...legalEntries(
      pages.termsOfService.href(),
      { id: 'terms-of-service', name: w.legal.terms },
      input.legal.terms.sections,
      input.legal.terms.updated,
      w,
    ),
  ];
}

/** The knowledge in English, and in each language of `translated` (the same data, translated). */
export function buildKnowledge(
  input: KnowledgeInput,
  translated: Readonly<Record<KnowledgeTranslationLocale, KnowledgeInput>>,
): KnowledgeFile {
  return {
    version: KNOWLEDGE_VERSION,
    source: KNOWLEDGE_SOURCE,
    entries: knowledgeEntries(input, input, KNOWLEDGE_WORDS.en),
    facts: contentFacts(input, KNOWLEDGE_WORDS.en),
    translations: KNOWLEDGE_TRANSLATIONS.map((locale) => ({
      locale,
      entries: knowledgeEntries(translated[locale], input, KNOWLEDGE_WORDS[locale]),
      facts: contentFacts(translated[locale], KNOWLEDGE_WORDS[locale]),
    })),
  };
}
