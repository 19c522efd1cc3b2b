import { websiteMeta } from '../../lib/page-meta';

export const LABS_INTRO = 'Where our labs run today, place by place. Each lab is described in full on our services page.';

export const labsMeta = websiteMeta(LABS_INTRO);
