import { platformPlans } from '../../data/platform';
import { countWord, listAnd } from '../../lib/format';
import { websiteMeta } from '../../lib/page-meta';

export const WAITLIST_INTRO = 'Self-paced courses, live mentor sessions and project reviews in one place.';

export const waitlistMeta = websiteMeta(
  `${WAITLIST_INTRO} ${countWord(platformPlans.length, { capital: true })} plans (${listAnd(platformPlans.map((plan) => plan.name))}); join the waitlist online.`,
);
