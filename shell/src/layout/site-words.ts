import type { ShellI18n } from '../i18n';
import type { RemoteName } from 'shared/contracts';
import type { LabAnchor, NavigationItem, PostalAddress } from 'shared/site';

// The shell's words for what shared/site and shared/contracts name in English (menus, labs, remote
// areas): the catalog owns each language's words, keyed here by what names them, one literal id each
// (Lingui's extractor reads them).

/** A menu link's name in the page's language (shared/site navigation.ts names them in English). */
export function navigationName(i18n: ShellI18n, item: NavigationItem): string {
  const names: Readonly<Record<string, string>> = {
    Home: i18n._('nav.home'),
    Services: i18n._('nav.services'),
    News: i18n._('nav.news'),
    About: i18n._('nav.about'),
    Contact: i18n._('nav.contact'),
    'Smart Anganwadi': i18n._('nav.smartAnganwadi'),
    Courses: i18n._('nav.courses'),
    'Robot Maze': i18n._('nav.robotMaze'),
    Blog: i18n._('nav.blog'),
    'About Us': i18n._('nav.aboutUs'),
    'News & Updates': i18n._('nav.newsAndUpdates'),
    'Privacy Policy': i18n._('nav.privacyPolicy'),
    'Terms of Service': i18n._('nav.termsOfService'),
    Sitemap: i18n._('nav.sitemap'),
  };
  return names[item.name] ?? item.name;
}

/** A lab's name in the page's language, by its anchor on /services. */
export function labName(i18n: ShellI18n, anchor: LabAnchor): string {
  const names: Readonly<Record<LabAnchor, string>> = {
    'ai-smart-lab': i18n._('lab.aiSmartLab'),
    'robotics-lab': i18n._('lab.roboticsLab'),
    '3d-printer': i18n._('lab.printingLab'),
    'drone-lab': i18n._('lab.droneLab'),
    'science-circle': i18n._('lab.scienceCircle'),
    'maths-circle': i18n._('lab.mathsCircle'),
    'physics-lab': i18n._('lab.physicsLab'),
    'interactive-panel': i18n._('lab.interactivePanel'),
  };
  return names[anchor];
}

/**
 * "The robot maze could not be loaded": one whole sentence per remote's area (its name in English is
 * REMOTE_AREA_NAMES'), and "This page could not be loaded" when no remote can be named.
 */
export function failureMessage(i18n: ShellI18n, remote: RemoteName | null): string {
  switch (remote) {
    case 'mf_content':
      return i18n._('failure.content');
    case 'mf_chat':
      return i18n._('failure.chat');
    case 'mf_maze':
      return i18n._('failure.maze');
    case 'mf_contact':
      return i18n._('failure.contact');
    default:
      return i18n._('failure.unknown');
  }
}

/** The office's address in the page's language (street lines, city, region); postcode and country as they are. */
export function officeAddress(i18n: ShellI18n, address: PostalAddress): PostalAddress {
  return {
    ...address,
    lines: [i18n._('address.line1'), i18n._('address.line2')],
    city: i18n._('address.city'),
    region: i18n._('address.region'),
  };
}
