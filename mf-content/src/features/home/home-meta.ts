import poster from '../../assets/video/hero-poster.webp';
import { websiteMeta } from '../../lib/page-meta';

/** The hero's sentence under the headline; the page's description for sharers and search engines too. */
export const HOME_INTRO =
  'We set up robotics, AI, drone and science labs in schools, train their teachers and teach alongside them, from Ahmedabad to the villages of Araria.';

/** What the hero's poster and video show. */
export const HERO_ALT = 'A friendly robot rolls past a flying drone and spinning gears';

export const homeMeta = websiteMeta(HOME_INTRO, { url: poster, alt: HERO_ALT });
