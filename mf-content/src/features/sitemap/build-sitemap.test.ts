import type { SitePage } from 'shared/contracts';
import { buildSitemap } from './build-sitemap';

const sitePages: SitePage[] = [
  { path: '/', module: 'HomePage', label: 'Home', detail: false, remote: 'mf_content' },
  { path: '/news', module: 'NewsPage', label: 'News & Updates', detail: false, remote: 'mf_content' },
  { path: '/news/:id', module: 'NewsDetailPage', label: 'News article', detail: true, remote: 'mf_content' },
  { path: '/robot-maze', module: 'RobotMazePage', label: 'Robot Maze', detail: false, remote: 'mf_maze' },
  { path: '/events/:slug', module: 'EventPage', label: 'Event', detail: false, remote: 'mf_contact' },
  { path: '/events', module: 'EventsPage', label: 'Events', detail: false, remote: 'mf_contact' },
];

describe('buildSitemap', () => {
  it('lists every concrete page of every remote once, in the published order, and no path pattern', () => {
    const groups = buildSitemap(sitePages);
    expect(groups.map((group) => [group.href, group.label])).toEqual([
      ['/', 'Home'],
      ['/news', 'News & Updates'],
      ['/robot-maze', 'Robot Maze'],
      ['/events', 'Events'],
    ]);
  });

  it('lists a page another remote adds, with no change here', () => {
    const withNewPage = [
      ...sitePages,
      { path: '/workshops', module: 'WorkshopsPage', label: 'Workshops', detail: false, remote: 'mf_maze' } as const,
    ];
    expect(buildSitemap(withNewPage).map((group) => group.label)).toContain('Workshops');
  });

  it('lists a path two remotes claim once', () => {
    const claimedTwice = [
      ...sitePages,
      { path: '/news', module: 'NewsPage', label: 'News again', detail: false, remote: 'mf_chat' } as const,
    ];
    expect(
      buildSitemap(claimedTwice)
        .filter((group) => group.href === '/news')
        .map((group) => group.label),
    ).toEqual(['News & Updates']);
  });

  it('nests the links a page owner knows under that page', () => {
    const groups = buildSitemap(sitePages, {
      '/news': [{ href: '/news/1', label: 'First' }],
      '/nowhere': [{ href: '/nowhere/1', label: 'Lost' }],
    });
    expect(groups.find((group) => group.href === '/news')?.children).toEqual([{ href: '/news/1', label: 'First' }]);
    expect(groups.find((group) => group.href === '/')?.children).toEqual([]);
    expect(groups.flatMap((group) => group.children).map((child) => child.label)).not.toContain('Lost');
  });
});
