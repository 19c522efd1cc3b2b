import { websiteMeta } from '../../lib/page-meta';

export const ABOUT_INTRO = 'Since 2020 we have brought hands-on STEM education to more than 10,000 students in 500+ schools.';

export const aboutMeta = websiteMeta(ABOUT_INTRO);
