import { labs } from '../../data/labs';
import { countWord } from '../../lib/format';
import { websiteMeta } from '../../lib/page-meta';

export const SERVICES_INTRO = `${countWord(labs.length, { capital: true })} lab programmes that schools set up on campus, with equipment, curriculum and trained mentors, plus the programmes that bring them to every child.`;

export const servicesMeta = websiteMeta(SERVICES_INTRO);
