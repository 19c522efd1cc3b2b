import { routes } from './route-table';

/** A link in a menu: the spec's "Navigation item" (name and path). */
export interface NavigationItem {
  readonly name: string;
  readonly path: string;
}

export const primaryNavigation: readonly NavigationItem[] = [
  { name: 'Home', path: routes.home.href() },
  { name: 'Services', path: routes.services.href() },
  { name: 'News', path: routes.news.href() },
  { name: 'About', path: routes.about.href() },
  { name: 'Contact', path: routes.contact.href() },
];

export const solutionsNavigation: readonly NavigationItem[] = [
  { name: 'Smart Anganwadi', path: routes.smartAnganwadi.href() },
  { name: 'Courses', path: routes.courses.href() },
  { name: 'Robot Maze', path: routes.robotMaze.href() },
  { name: 'Blog', path: routes.blog.href() },
];

export const footerQuickLinks: readonly NavigationItem[] = [
  { name: 'Home', path: routes.home.href() },
  { name: 'Services', path: routes.services.href() },
  { name: 'About Us', path: routes.about.href() },
  { name: 'News & Updates', path: routes.news.href() },
  { name: 'Blog', path: routes.blog.href() },
  { name: 'Contact', path: routes.contact.href() },
];

export const legalNavigation: readonly NavigationItem[] = [
  { name: 'Privacy Policy', path: routes.privacyPolicy.href() },
  { name: 'Terms of Service', path: routes.termsOfService.href() },
  { name: 'Sitemap', path: routes.sitemap.href() },
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

export const labHref = (anchor: LabAnchor): string => `${routes.services.href()}#${anchor}`;
