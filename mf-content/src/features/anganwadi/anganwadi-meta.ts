import picture from '../../assets/illustrations/anganwadi.svg';
import { websiteMeta } from '../../lib/page-meta';

export const ANGANWADI_INTRO = 'Early-childhood learning corners that bring play-based STEM to Anganwadi centres.';

export const ANGANWADI_PICTURE = { url: picture, alt: 'Two small children playing with letter blocks and a tablet' } as const;

export const anganwadiMeta = websiteMeta(`${ANGANWADI_INTRO} Each corner is for children aged 3 to 6.`, ANGANWADI_PICTURE);
