import { sitePaths } from './paths';

/** A link in a menu: the spec's "Navigation item" (name and path). */
export interface NavigationItem {
  readonly name: string;
  readonly path: string;
}

export const primaryNavigation: readonly NavigationItem[] = [
  { name: 'Home', path: sitePaths.home },
  { name: 'Services', path: sitePaths.services },
  { name: 'News', path: sitePaths.news },
  { name: 'About', path: sitePaths.about },
  { name: 'Contact', path: sitePaths.contact },
];

export const solutionsNavigation: readonly NavigationItem[] = [
  { name: 'Smart Anganwadi', path: sitePaths.smartAnganwadi },
  { name: 'Courses', path: sitePaths.courses },
  { name: 'Robot Maze', path: sitePaths.robotMaze },
  { name: 'Blog', path: sitePaths.blog },
];

export const footerQuickLinks: readonly NavigationItem[] = [
  { name: 'Home', path: sitePaths.home },
  { name: 'Services', path: sitePaths.services },
  { name: 'About Us', path: sitePaths.about },
  { name: 'News & Updates', path: sitePaths.news },
  { name: 'Blog', path: sitePaths.blog },
  { name: 'Contact', path: sitePaths.contact },
];

export const legalNavigation: readonly NavigationItem[] = [
  { name: 'Privacy Policy', path: sitePaths.privacyPolicy },
  { name: 'Terms of Service', path: sitePaths.termsOfService },
  { name: 'Sitemap', path: sitePaths.sitemap },
];

/**
 * The eight labs, by the anchor of their section on /services. The footer lists them and the services
 * page renders one section per anchor, so the two always agree.
 */
export const LABS = [
  { anchor: 'ai-smart-lab', name: 'AI Smart Lab' },
  { anchor: 'robotics-lab', name: 'Robotics Lab' },
  { anchor: '3d-printer', name: '3D Printing Lab' },
  { anchor: 'drone-lab', name: 'Drone Lab' },
  { anchor: 'science-circle', name: 'Science Circle' },
  { anchor: 'maths-circle', name: 'Maths Circle' },
  { anchor: 'physics-lab', name: 'Physics Lab' },
  { anchor: 'interactive-panel', name: 'Interactive Panel' },
] as const;

export type LabAnchor = (typeof LABS)[number]['anchor'];

export const labHref = (anchor: LabAnchor): string => `${sitePaths.services}#${anchor}`;
