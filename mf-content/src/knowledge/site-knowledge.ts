import { courses } from '../data/courses';
import { labLocations, labs } from '../data/labs';
import { newsSummaries } from '../data/news-articles';
import { newsContent } from '../data/news-content';
import { blogPosts } from '../data/blog-posts';
import { programmes } from '../data/programmes';
import { PLATFORM_LAUNCH_DATE, WAITLIST_REPLY, platformPlans } from '../data/platform';
import { FOUNDED_YEAR, impactFigures } from '../data/impact';
import { mission, partners, story, testimonials, values, vision } from '../data/about';
import { anganwadiCorner, anganwadiFacts, anganwadiIntro, anganwadiSteps, anganwadiWhy } from '../data/anganwadi';
import { collaborations, getStartedPaths, trainings } from '../data/home';
import { LEGAL_UPDATED, termsSections } from '../data/legal';
import { PRIVACY_UPDATED, privacySections } from '../data/privacy';
import { homeFeatured } from '../lib/collections';
import type { KnowledgeInput } from './knowledge-input';
import { buildKnowledge } from './build-knowledge';

/**
 * The data the pages render, wired into the pure builder (used by the knowledge emitter and the tests).
 * Only data modules: the pages' intro sentences live in their features' meta files, which this folder
 * may not import (and which state no fact the data does not).
 */
export const siteKnowledgeInput: KnowledgeInput = {
  courses,
  labs,
  labLocations,
  news: newsSummaries,
  newsContent,
  blog: blogPosts,
  programmes,
  platform: { launchDate: PLATFORM_LAUNCH_DATE, plans: platformPlans, reply: WAITLIST_REPLY },
  home: { collaborations, trainings, getStarted: getStartedPaths, featuredNews: homeFeatured(newsSummaries) },
  about: { mission, vision, story, values, testimonials, partners, impact: impactFigures, foundedYear: FOUNDED_YEAR },
  anganwadi: { intro: anganwadiIntro, why: anganwadiWhy, corner: anganwadiCorner, steps: anganwadiSteps, facts: anganwadiFacts },
  legal: {
    privacy: { updated: PRIVACY_UPDATED, sections: privacySections },
    terms: { updated: LEGAL_UPDATED, sections: termsSections },
  },
};

/** What `shared/tooling/knowledge/emit-knowledge.ts` writes as dist/knowledge.json. */
export const knowledgeFile = () => buildKnowledge(siteKnowledgeInput);
