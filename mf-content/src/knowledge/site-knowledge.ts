import type { KnowledgeTranslationLocale } from 'shared/contracts';
import * as about from '../data/about';
import * as anganwadi from '../data/anganwadi';
import * as blog from '../data/blog-posts';
import * as courses from '../data/courses';
import * as home from '../data/home';
import * as impact from '../data/impact';
import * as labs from '../data/labs';
import * as legal from '../data/legal';
import * as news from '../data/news-articles';
import * as newsContent from '../data/news-content';
import * as platform from '../data/platform';
import * as privacy from '../data/privacy';
import * as programmes from '../data/programmes';
import * as hi from '../data/locales/hi';
import * as gu from '../data/locales/gu';
import { homeFeatured } from '../lib/collections';
import type { KnowledgeInput } from './knowledge-input';
import { buildKnowledge } from './build-knowledge';

/**
 * The data the pages render, wired into the pure builder (used by the knowledge emitter and the tests),
 * in English and from the Hindi and Gujarati data modules (src/data/locales). Only data modules: the
 * pages' intro sentences live in their features' meta files, which this folder may not import (and
 * which state no fact the data does not). Dates, the founding year and the platform's launch are not
 * text: every language takes them from the English modules.
 */
type About = KnowledgeInput['about'];
type Anganwadi = KnowledgeInput['anganwadi'];
interface DataModules {
  readonly about: Pick<About, 'mission' | 'partners' | 'story' | 'testimonials' | 'values' | 'vision'>;
  readonly anganwadi: {
    readonly anganwadiCorner: Anganwadi['corner'];
    readonly anganwadiFacts: Anganwadi['facts'];
    readonly anganwadiIntro: string;
    readonly anganwadiSteps: Anganwadi['steps'];
    readonly anganwadiWhy: string;
  };
  readonly blog: { readonly blogPosts: KnowledgeInput['blog'] };
  readonly courses: { readonly courses: KnowledgeInput['courses'] };
  readonly home: {
    readonly collaborations: KnowledgeInput['home']['collaborations'];
    readonly getStartedPaths: KnowledgeInput['home']['getStarted'];
    readonly trainings: KnowledgeInput['home']['trainings'];
  };
  readonly impact: { readonly impactFigures: About['impact'] };
  readonly labs: { readonly labLocations: KnowledgeInput['labLocations']; readonly labs: KnowledgeInput['labs'] };
  readonly legal: { readonly termsSections: KnowledgeInput['legal']['terms']['sections'] };
  readonly news: { readonly newsSummaries: KnowledgeInput['news'] };
  readonly newsContent: { readonly newsContent: KnowledgeInput['newsContent'] };
  readonly platform: { readonly WAITLIST_REPLY: string; readonly platformPlans: KnowledgeInput['platform']['plans'] };
  readonly privacy: { readonly privacySections: KnowledgeInput['legal']['privacy']['sections'] };
  readonly programmes: { readonly programmes: KnowledgeInput['programmes'] };
}

function inputOf(data: DataModules): KnowledgeInput {
  return {
    courses: data.courses.courses,
    labs: data.labs.labs,
    labLocations: data.labs.labLocations,
    news: data.news.newsSummaries,
    newsContent: data.newsContent.newsContent,
    blog: data.blog.blogPosts,
    programmes: data.programmes.programmes,
    platform: { launchDate: platform.PLATFORM_LAUNCH_DATE, plans: data.platform.platformPlans, reply: data.platform.WAITLIST_REPLY },
    home: {
      collaborations: data.home.collaborations,
      trainings: data.home.trainings,
      getStarted: data.home.getStartedPaths,
      featuredNews: homeFeatured(data.news.newsSummaries),
    },
    about: { ...data.about, impact: data.impact.impactFigures, foundedYear: impact.FOUNDED_YEAR },
    anganwadi: {
      intro: data.anganwadi.anganwadiIntro,
      why: data.anganwadi.anganwadiWhy,
      corner: data.anganwadi.anganwadiCorner,
      steps: data.anganwadi.anganwadiSteps,
      facts: data.anganwadi.anganwadiFacts,
    },
    legal: {
      privacy: { updated: privacy.PRIVACY_UPDATED, sections: data.privacy.privacySections },
      terms: { updated: legal.LEGAL_UPDATED, sections: data.legal.termsSections },
    },
  };
}

const english: DataModules = {
  about,
  anganwadi,
  blog,
  courses,
  home,
  impact,
  labs,
  legal,
  news,
  newsContent,
  platform,
  privacy,
  programmes,
};

export const siteKnowledgeInput: KnowledgeInput = inputOf(english);

/** The same pages' data in Hindi and Gujarati. */
export const translatedKnowledgeInput: Readonly<Record<KnowledgeTranslationLocale, KnowledgeInput>> = {
  hi: inputOf({
    about: hi,
    anganwadi: hi,
    blog: hi,
    courses: hi,
    home: hi,
    impact: hi,
    labs: hi,
    legal: hi,
    news: hi,
    newsContent: hi,
    platform: hi,
    privacy: hi,
    programmes: hi,
  }),
  gu: inputOf({
    about: gu.about,
    anganwadi: gu.anganwadi,
    blog: gu.blogPosts,
    courses: gu.courses,
    home: gu.home,
    impact: gu.impact,
    labs: gu.labs,
    legal: gu.legal,
    news: gu.newsArticles,
    newsContent: gu.newsContent,
    platform: gu.platform,
    privacy: gu.privacy,
    programmes: gu.programmes,
  }),
};

/**
 * Claims the English knowledge states that a language writes otherwise (check-knowledge.ts): the legal
 * pages name the office, whose "4th Floor" the Hindi and Gujarati addresses write as a word (चौथी
 * मंज़िल, ચોથો માળ, as the glossaries give the address).
 */
export const TRANSLATION_EXCEPTIONS: readonly string[] = ['hi', 'gu'].flatMap((locale) =>
  ['/privacy-policy', '/terms-of-service'].map((path) => `${locale} ${path} number 4`),
);

/** What `shared/tooling/knowledge/emit-knowledge.ts` writes as dist/knowledge.json. */
export const knowledgeFile = () => buildKnowledge(siteKnowledgeInput, translatedKnowledgeInput);
