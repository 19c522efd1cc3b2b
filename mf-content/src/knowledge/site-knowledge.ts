import { courses } from '../data/courses';
import { labLocations, labs } from '../data/labs';
import { newsSummaries } from '../data/news-articles';
import { blogPosts } from '../data/blog-posts';
import { programmes } from '../data/programmes';
import { PLATFORM_LAUNCH_DATE, platformPlans } from '../data/platform';
import { FOUNDED_YEAR, impactFigures } from '../data/impact';
import { mission } from '../data/about';
import { anganwadiCorner, anganwadiIntro } from '../data/anganwadi';
import { buildKnowledge, type KnowledgeInput } from './build-knowledge';

/** The site's real data, wired into the pure builder (used by the knowledge emitter and the tests). */
export const siteKnowledgeInput: KnowledgeInput = {
  courses,
  labs,
  labLocations,
  news: newsSummaries,
  blog: blogPosts,
  programmes,
  platform: { launchDate: PLATFORM_LAUNCH_DATE, plans: platformPlans },
  about: { mission, impact: impactFigures, foundedYear: FOUNDED_YEAR },
  anganwadi: { intro: anganwadiIntro, corner: anganwadiCorner },
};

/** What `shared/tooling/knowledge/emit-knowledge.ts` writes as dist/knowledge.json. */
export const knowledgeFile = () => buildKnowledge(siteKnowledgeInput);
