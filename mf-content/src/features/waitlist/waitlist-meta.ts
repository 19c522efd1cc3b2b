import { platformPlans } from '../../data/platform';
import { websiteMeta } from '../../lib/page-meta';

export const WAITLIST_INTRO = 'Self-paced courses, live mentor sessions and project reviews in one place.';

const planNames = platformPlans.map((plan) => plan.name);

export const waitlistMeta = websiteMeta(
  `${WAITLIST_INTRO} Three plans (${planNames.slice(0, -1).join(', ')} and ${planNames.at(-1)}); join the waitlist online.`,
);
