import { screen, within } from '@testing-library/react';
import type { SitePage } from 'shared/contracts';
import { renderWithSite } from 'shared/test';
import { pages } from '../../exposed/pages';
import { Sitemap } from './sitemap';

const contentPages: SitePage[] = Object.values(pages).map(({ path, module, label, detail }) => ({
  path,
  module,
  label,
  detail,
  remote: 'mf_content',
}));

describe('Sitemap', () => {
  it('lists the pages other remotes publish, including one added after this remote was built', () => {
    const sitePages: SitePage[] = [
      ...contentPages,
      { path: '/robot-maze', module: 'RobotMazePage', label: 'Robot Maze', detail: false, remote: 'mf_maze' },
      { path: '/maze-league', module: 'MazeLeaguePage', label: 'Maze League', detail: false, remote: 'mf_maze' },
    ];
    renderWithSite(<Sitemap sitePages={sitePages} />, { route: '/sitemap' });
    expect(screen.getByRole('link', { name: 'Robot Maze' })).toHaveAttribute('href', '/robot-maze');
    expect(screen.getByRole('link', { name: 'Maze League' })).toHaveAttribute('href', '/maze-league');
  });

  it('lists every article under News and no path pattern', () => {
    const { container } = renderWithSite(<Sitemap sitePages={contentPages} />, { route: '/sitemap' });
    const newsGroup = screen.getByRole('link', { name: 'News & Updates' }).closest('li');
    expect(newsGroup).not.toBeNull();
    expect(within(newsGroup!).getByRole('link', { name: /25 elementary schools/ })).toHaveAttribute('href', '/news/1');
    expect(screen.getByRole('link', { name: 'Drone Lab' })).toHaveAttribute('href', '/services#drone-lab');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).not.toEqual(
      expect.arrayContaining([expect.stringContaining(':id')]),
    );
  });
});
