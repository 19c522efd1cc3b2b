import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
// Tests route in memory; the site's router (shared/router) carries no MemoryRouter to the browser.
import { MemoryRouter } from 'react-router-dom';
import type { PageProps, SitePage } from 'shared/contracts';
import { theme } from 'shared/ui';
import { SiteRoutes } from './site-routes';
import { forgetLoadedRemotes } from '../components/remote-boundary';
import { loadExposedModule } from '../federation/remote-loader';
import type { SitePages } from '../federation/site-pages';
import type { SiteTable } from '../lib/compose-site';

jest.mock('../federation/remote-loader', () => ({ loadExposedModule: jest.fn() }));
const load = jest.mocked(loadExposedModule);

const sitePage = (remote: SitePage['remote'], path: string, module: string, detail = false): SitePage => ({
  remote,
  path,
  module,
  label: module,
  detail,
});
const PAGES: SitePage[] = [
  sitePage('mf_content', '/', 'HomePage'),
  sitePage('mf_content', '/news/:id', 'NewsDetailPage', true),
  sitePage('mf_content', '/sitemap', 'SitemapPage'),
  sitePage('mf_maze', '/robot-maze', 'RobotMazePage'),
];

/** Every module renders its name, the path it was asked for and how many pages it was told of. */
function moduleNamed(name: string) {
  return function FakePage({ sitePages, reportTitle }: PageProps) {
    if (name === 'NewsDetailPage') reportTitle('Lab opens');
    return (
      <h1>
        {name} knows {sitePages.length} pages
      </h1>
    );
  };
}

function fakeSite(...tables: SiteTable[]): SitePages & { forget: jest.Mock } {
  let current = 0;
  return {
    siteTable: () => Promise.resolve(tables[Math.min(current, tables.length - 1)]!),
    forget: jest.fn(() => {
      current += 1;
    }),
    remotePages: jest.fn(),
  };
}

const renderAt = (path: string, site: SitePages) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <SiteRoutes sitePages={site} />
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('SiteRoutes', () => {
  beforeEach(() => {
    forgetLoadedRemotes();
    load.mockReset();
    load.mockImplementation((_remote, module) => Promise.resolve({ default: moduleNamed(module) }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('renders the page a remote published for the path, with every page of the site', async () => {
    renderAt('/robot-maze', fakeSite({ pages: PAGES, conflicts: [], failed: [] }));
    expect(await screen.findByRole('heading', { name: 'RobotMazePage knows 4 pages' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_maze', 'RobotMazePage', false);
    await waitFor(() => expect(document.title).toBe('Robot Maze | RoboMinds'));
  });

  it('titles a detail page with the item it reports', async () => {
    renderAt('/news/7', fakeSite({ pages: PAGES, conflicts: [], failed: [] }));
    expect(await screen.findByRole('heading', { name: /NewsDetailPage/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lab opens | RoboMinds'));
  });

  it('shows Page Not Found for an unknown path once every remote has answered', async () => {
    renderAt('/open-day', fakeSite({ pages: PAGES, conflicts: [], failed: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | RoboMinds'));
    expect(load).not.toHaveBeenCalled();
  });

  it("shows the missing remote's failure for an unknown path, and Try again reads the descriptions anew", async () => {
    const withoutMaze = PAGES.filter((page) => page.remote !== 'mf_maze');
    const site = fakeSite({ pages: withoutMaze, conflicts: [], failed: ['mf_maze'] }, { pages: PAGES, conflicts: [], failed: [] });
    renderAt('/robot-maze', site);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The robot maze could not be loaded');
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(site.forget).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'RobotMazePage knows 4 pages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names no remote when several did not answer', async () => {
    renderAt('/robot-maze', fakeSite({ pages: [], conflicts: [], failed: ['mf_content', 'mf_chat', 'mf_maze', 'mf_contact'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
  });

  it('serves a path two remotes claim by neither: its area shows the failure state', async () => {
    renderAt(
      '/sitemap',
      fakeSite({
        pages: PAGES.filter((page) => page.path !== '/sitemap'),
        conflicts: [{ path: '/sitemap', remotes: ['mf_content', 'mf_maze'] }],
        failed: [],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['/news/%E0%A4%A', '/%E0%A4%A', '/robot-maze/%'])('survives the malformed escape in %s', async (path) => {
    renderAt(path, fakeSite({ pages: PAGES, conflicts: [], failed: [] }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
