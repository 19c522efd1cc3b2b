/** @jest-environment node */
// @ts-check
// Each server is a node process of its own; on a busy machine one takes seconds to start.
jest.setTimeout(60_000);
/**
 * The shell's production server as it runs in a deployment: its own process, remotes on another
 * origin publishing pages.json, the environment it is started with.
 */
const fs = require('node:fs');
const path = require('node:path');
const { startNode, runToExit, rawRequest, until } = require('shared/test-server');
const { siteFolders, pagesKnown, writeRemotePages, remoteEnv } = require('./testing/site.cjs');

/** The shell's server as built (npm run build): one Node program. */
const SERVE = path.join(__dirname, '..', '..', 'dist-server', 'server.js');
const MF_SERVE = path.join(__dirname, '..', '..', '..', 'shared', 'server', 'serve-cli.cjs');

/** A shell dist and four remotes' published files under one folder (one static server). */
function fixtures() {
  const { shell, remotes } = siteFolders('shell-serve-');
  fs.writeFileSync(path.join(shell, 'main.js'), 'console.log("main")');
  const tables = {
    content: {
      remote: 'mf_content',
      pages: [
        { path: '/news', module: 'NewsPage', label: 'News', detail: false },
        { path: '/news/:id', module: 'NewsDetailPage', label: 'News', detail: true },
      ],
    },
    chat: { remote: 'mf_chat', pages: [] },
    maze: { remote: 'mf_maze', pages: [{ path: '/robot-maze', module: 'RobotMazePage', label: 'Robot Maze', detail: false }] },
    contact: { remote: 'mf_contact', pages: [] },
  };
  writeRemotePages(remotes, tables);
  return { shell, remotes };
}

describe('the shell server', () => {
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let remotes;
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let shell;

  beforeAll(async () => {
    const dirs = fixtures();
    remotes = await startNode(MF_SERVE, { args: ['--dir', dirs.remotes, '--port-key', 'mf_content'] });
    shell = await startNode(SERVE, { args: ['--dir', dirs.shell], env: { ...remoteEnv(remotes.origin), CSP_REPORTS: 'true' } });
    await pagesKnown(shell.origin, '/news.php');
  });
  afterAll(async () => {
    await shell?.stop();
    await remotes?.stop();
  });

  it('answers published pages with the site and 200, every other path with the site and 404', async () => {
    const cases = [
      ['/news', 200],
      ['/news/7', 200],
      ['/robot-maze', 200],
      ['/', 404],
      ['/about.html', 404],
      ['/news.php', 404],
      ['/courses/iot.', 404],
      ['/news/7/extra', 404],
      ['/%E0%A4%A', 404],
      ['/a%00b', 404],
      ['/%2e%2e/%2e%2e/etc/passwd', 404],
      ['/no-such-bundle.js', 404],
    ];
    for (const [pathname, status] of cases) {
      const response = await rawRequest(shell.origin, { path: String(pathname) });
      expect([pathname, response.status, response.headers['content-type']]).toEqual([pathname, status, 'text/html; charset=utf-8']);
      expect(response.body.toString()).toContain('<div id="root">');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('sends a sitemap made while a remote cannot give its items with no-store, and says so in its log', async () => {
    // The stand-in remotes publish pages.json but no modules: the news items cannot be listed.
    const response = await fetch(`${shell.origin}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('/news</loc>');
    expect(shell.output()).toContain('[sitemap] made while a remote could not be read: sent with no-store');
  });

  it('serves its files and its config', async () => {
    expect(await (await fetch(`${shell.origin}/main.js`)).text()).toBe('console.log("main")');
    const config = await (await fetch(`${shell.origin}/site-config.json`)).json();
    expect(config.remotes.mf_maze).toBe(`${remotes.origin}/maze/mf-manifest.json`);
  });

  it('takes violation reports: logs each on one line, refuses big ones, and limits how many', async () => {
    const csp = (await fetch(`${shell.origin}/news`)).headers.get('content-security-policy');
    expect(csp).toContain('report-uri /csp-report');
    const report = (/** @type {string} */ body) =>
      fetch(`${shell.origin}/csp-report`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body });
    const one = JSON.stringify({
      'csp-report': {
        'violated-directive': 'script-src',
        'blocked-uri': 'https://evil.example/x.js\nFAKE LINE',
        'document-uri': `${shell.origin}/news`,
      },
    });
    expect((await report(one)).status).toBe(204);
    expect(shell.output()).toContain(`[csp] script-src blocked https://evil.example/x.js FAKE LINE on ${shell.origin}/news`);
    expect((await report(JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }))).status).toBe(413);
    const statuses = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await report(one)).status);
    expect(statuses).toContain(429);
    expect((await fetch(`${shell.origin}/news`)).status).toBe(200);
  });
});

describe('the shell server checks its environment at start', () => {
  it.each([
    [
      { MF_MAZE_URL: 'maze.example.org' },
      'environment: MF_MAZE_URL must be an http(s) URL of the remote\'s mf-manifest.json, got "maze.example.org".',
    ],
    [{ REMOTE_TIMEOUT_MS: 'soon' }, 'environment: REMOTE_TIMEOUT_MS must be a whole number of milliseconds, got "soon".'],
    [
      { CHAT_ENDPOINT: 'gateway.example.org' },
      'environment: CHAT_ENDPOINT must be an http(s) URL ending in /main/gemini, got "gateway.example.org".',
    ],
    [{ PORT: '99999' }, 'environment: PORT must be a whole number from 1 to 65535, got 99999.'],
    [{ CSP_REPORTS: 'on' }, 'environment: CSP_REPORTS must be true or false, got "on".'],
    [{ SITE_CONFIG_FILE: '/nonexistent/site-config.json' }, 'SITE_CONFIG_FILE /nonexistent/site-config.json is not a readable JSON file'],
  ])('%j stops it at once with a sentence naming the variable', async (env, message) => {
    const { code, output } = await runToExit(SERVE, { PORT: '1', ...env });
    expect(output).toContain(`shell cannot start: ${message}`);
    expect(code).toBe(2);
  });
});

describe('a remote moved by the deploy-time config file', () => {
  it('is used within 30 s, with no restart', async () => {
    const dirs = fixtures();
    // The maze's new home publishes one more page.
    fs.mkdirSync(path.join(dirs.remotes, 'maze-v2'));
    fs.writeFileSync(
      path.join(dirs.remotes, 'maze-v2', 'pages.json'),
      JSON.stringify({
        contract: 1,
        remote: 'mf_maze',
        pages: [
          { path: '/robot-maze', module: 'RobotMazePage', label: 'Robot Maze', detail: false },
          { path: '/maze-league', module: 'MazeLeaguePage', label: 'Maze League', detail: false },
        ],
      }),
    );
    const remotes = await startNode(MF_SERVE, { args: ['--dir', dirs.remotes, '--port-key', 'mf_content'] });
    const file = path.join(dirs.remotes, '..', 'site-config.json');
    const config = (/** @type {string} */ mazeFolder) => ({
      remotes: {
        mf_content: `${remotes.origin}/content/mf-manifest.json`,
        mf_chat: `${remotes.origin}/chat/mf-manifest.json`,
        mf_maze: `${remotes.origin}/${mazeFolder}/mf-manifest.json`,
        mf_contact: `${remotes.origin}/contact/mf-manifest.json`,
      },
      remoteTimeoutMs: 6000,
    });
    fs.writeFileSync(file, JSON.stringify(config('maze')));
    const shell = await startNode(SERVE, { args: ['--dir', dirs.shell], env: { SITE_CONFIG_FILE: file } });
    try {
      await pagesKnown(shell.origin, '/news.php');
      expect((await fetch(`${shell.origin}/maze-league`)).status).toBe(404);
      fs.writeFileSync(file, JSON.stringify(config('maze-v2')));
      await until(async () => (await fetch(`${shell.origin}/maze-league`)).status === 200, 'the moved maze remote publishes /maze-league', {
        everyMs: 500,
      });
      expect((await (await fetch(`${shell.origin}/site-config.json`)).json()).remotes.mf_maze).toContain('/maze-v2/');
    } finally {
      await shell.stop();
      await remotes.stop();
    }
  });
});
