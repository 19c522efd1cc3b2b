/** @jest-environment node */
// @ts-check
jest.setTimeout(90_000);
/**
 * A remote that is down (no server build), hanging, throwing while it renders, or serving garbage costs its own area
 * only, on the server too: the page still arrives (header, footer, every other area), the area is
 * left to the browser (React's client-rendered boundary, which then shows its loading state and its
 * failure message), nothing is cached, and the server keeps answering. A remote merely slow to load
 * its modules the first time costs nobody: the server loads them when it starts.
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { startNode, freePort } = require('shared/test-server');
const { siteFolders, pagesKnown } = require('../testing/site.cjs');

/** The shell's server as built (npm run build): one Node program. */
const SERVE = path.join(__dirname, '..', '..', '..', 'dist-server', 'server.js');
const MF_SERVE = path.join(__dirname, '..', '..', '..', '..', 'shared', 'server', 'serve-cli.cjs');

const METRICS_TOKEN = 'render-failures-metrics-token-0123';
const parsePrometheus = require('parse-prometheus-text-format');

const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' }, exposes: [] };

/** A server build whose page module throws while React renders it (a container by hand, as webpack's). */
const THROWING_ENTRY = `module.exports = {
  init() {},
  get() {
    return Promise.resolve(() => ({ __esModule: true, default: function Broken() { throw new Error('render failed on purpose'); } }));
  },
};`;

/** @param {string} dir @param {string} remote @param {string} pagePath @param {string} module @param {string | null} entry */
function remoteFolder(dir, remote, pagePath, module, entry) {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'pages.json'),
    JSON.stringify({ contract: 1, remote, pages: [{ path: pagePath, module, label: module, detail: false }] }),
  );
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  if (entry !== null) fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), entry);
}

/**
 * The shell's server over the four remotes at `manifests` (URLs of their mf-manifest.json).
 * @param {string} shellDir @param {{ content: string, maze: string, contact: string, chat: string }} manifests
 * @param {number} remoteTimeoutMs
 */
function startShell(shellDir, manifests, remoteTimeoutMs) {
  return startNode(SERVE, {
    // Opens /metrics, where each area left to the browser is counted per remote and reason.
    args: ['--dir', shellDir],
    env: {
      MF_CONTENT_URL: manifests.content,
      MF_MAZE_URL: manifests.maze,
      MF_CONTACT_URL: manifests.contact,
      MF_CHAT_URL: manifests.chat,
      SSR_REMOTE_TIMEOUT_MS: String(remoteTimeoutMs),
      METRICS_TOKEN,
    },
  });
}

/** The manifest of the remote in `folder` of the remotes' server at `origin`. @param {string} origin @param {string} folder */
const manifestIn = (origin, folder) => `${origin}/${folder}/mf-manifest.json`;

// npm test builds every package before the unit tests; run alone, this needs `npm run build` first.
if (!fs.existsSync(SERVE)) throw new Error(`${SERVE} is missing: run npm run build first.`);

describe('the shell server with failing remotes', () => {
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let remotes;
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let shell;
  /** @type {http.Server} */
  let hanging;

  beforeAll(async () => {
    const { shell: shellDir, remotes: remotesDir } = siteFolders('shell-failing-');
    remoteFolder(path.join(remotesDir, 'content'), 'mf_content', '/broken', 'BrokenPage', THROWING_ENTRY);
    remoteFolder(path.join(remotesDir, 'maze'), 'mf_maze', '/robot-maze', 'RobotMazePage', 'this is {{ not javascript');
    remoteFolder(path.join(remotesDir, 'contact'), 'mf_contact', '/contact', 'ContactPage', null);
    remoteFolder(path.join(remotesDir, 'chat'), 'mf_chat', '/chat-page', 'ChatPage', null);
    remotes = await startNode(MF_SERVE, { args: ['--dir', remotesDir, '--port-key', 'mf_content'] });
    // The contact remote's files come from the folder above, but its server build from a server that
    // accepts the request and never answers.
    const hangingPort = await freePort();
    hanging = http.createServer((request, response) => {
      if (!request.url?.includes('/server/')) {
        const file = path.join(remotesDir, 'contact', request.url ?? '');
        if (fs.existsSync(file)) return response.end(fs.readFileSync(file));
      }
      // Never answered.
    });
    await new Promise((resolve) => hanging.listen(hangingPort, '127.0.0.1', () => resolve(undefined)));
    const at = (/** @type {string} */ folder) => manifestIn(remotes.origin, folder);
    const contact = `http://127.0.0.1:${hangingPort}/mf-manifest.json`;
    shell = await startShell(shellDir, { content: at('content'), maze: at('maze'), contact, chat: at('chat') }, 300);
    await pagesKnown(shell.origin);
  });
  afterAll(async () => {
    await shell?.stop();
    await remotes?.stop();
    hanging?.closeAllConnections();
    hanging?.close();
  });

  for (const [pathname, what] of [
    ['/broken', 'throws while rendering'],
    ['/robot-maze', 'serves garbage as its server build'],
    ['/contact', 'never answers'],
    ['/chat-page', 'has no server build (404)'],
  ]) {
    it(`a page whose remote ${what} still arrives, with that area left to the browser`, async () => {
      for (let round = 0; round < 3; round += 1) {
        const response = await fetch(`${shell.origin}${pathname}`, { signal: AbortSignal.timeout(10_000) });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const html = await response.text();
        expect(html).toContain('<header');
        expect(html).toContain('<footer');
        expect(html).toContain('data-dgst="remote-area"');
        // The reason stays in the server's log: no message or stack reaches the visitor.
        expect(html).not.toContain('render failed on purpose');
        expect(html).not.toContain('data-stck');
      }
    });
  }

  it('keeps answering every other page meanwhile', async () => {
    const answers = await Promise.all(
      ['/broken', '/robot-maze', '/contact', '/no-such-page', '/contact'].map((pathname) =>
        fetch(`${shell.origin}${pathname}`, { signal: AbortSignal.timeout(10_000) }).then((response) => response.status),
      ),
    );
    expect(answers).toEqual([200, 200, 200, 404, 200]);
  });

  it('counts each area left to the browser on /metrics, by its remote and why', async () => {
    const response = await fetch(`${shell.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    const families = parsePrometheus(await response.text());
    const fallbacks = families.find((family) => family.name === 'shell_area_fallbacks_total')?.metrics ?? [];
    const count = (/** @type {string} */ remote, /** @type {string} */ reason) =>
      Number(fallbacks.find((sample) => sample.labels?.remote === remote && sample.labels?.reason === reason)?.value ?? 0);
    // Three rounds each above, and the page again in the test before; no version map: "unversioned".
    expect(count('mf_content', 'failed')).toBeGreaterThanOrEqual(3);
    expect(count('mf_maze', 'failed')).toBeGreaterThanOrEqual(3);
    expect(count('mf_contact', 'timeout')).toBeGreaterThanOrEqual(3);
    expect(fallbacks.every((sample) => sample.labels?.version === 'unversioned' && sample.labels?.kind === 'stable')).toBe(true);
  });
});

/**
 * The shell's server over remotes of which only mf_content has a page with a server build (`entry`,
 * or none); the others publish a page each, without one.
 * @param {string} prefix @param {string} pagePath @param {string} module @param {string | null} entry @param {number} remoteTimeoutMs
 */
async function startSiteWithContentPage(prefix, pagePath, module, entry, remoteTimeoutMs) {
  const { shell: shellDir, remotes: remotesDir } = siteFolders(prefix);
  const contentDir = path.join(remotesDir, 'content');
  remoteFolder(contentDir, 'mf_content', pagePath, module, entry);
  remoteFolder(path.join(remotesDir, 'maze'), 'mf_maze', '/robot-maze', 'RobotMazePage', null);
  remoteFolder(path.join(remotesDir, 'contact'), 'mf_contact', '/contact', 'ContactPage', null);
  remoteFolder(path.join(remotesDir, 'chat'), 'mf_chat', '/chat-page', 'ChatPage', null);
  const remotes = await startNode(MF_SERVE, { args: ['--dir', remotesDir, '--port-key', 'mf_content'] });
  const at = (/** @type {string} */ folder) => manifestIn(remotes.origin, folder);
  const shell = await startShell(
    shellDir,
    { content: at('content'), maze: at('maze'), contact: at('contact'), chat: at('chat') },
    remoteTimeoutMs,
  );
  await pagesKnown(shell.origin);
  return { remotes, shell, contentDir };
}

/**
 * A server build whose page module is slow to load the first time, as a webpack container's is (its
 * chunk comes over HTTP once; later loads reuse it), and slow to prepare each language the first time
 * (its catalog chunk, likewise). It leaves a file at `loadedMarker` once the federation runtime has
 * made the module, and one at `loadedMarker-<locale>` once a language is prepared: the test's sign
 * that the server loaded them by itself.
 * @param {string} loadedMarker
 */
const slowFirstLoadEntry = (loadedMarker) => `let chunk;
const languages = new Map();
const fs = require('node:fs');
module.exports = {
  init() {},
  get() {
    chunk = chunk || new Promise((resolve) => setTimeout(resolve, 1500));
    return chunk.then(() => () => {
      fs.writeFileSync(${JSON.stringify(loadedMarker)}, '');
      return {
        __esModule: true,
        default: function Slow() { return 'Rendered by a remote slow to load'; },
        prepare(locale) {
          if (!languages.has(locale))
            languages.set(locale, new Promise((resolve) => setTimeout(resolve, 1500)).then(() => fs.writeFileSync(${JSON.stringify(loadedMarker)} + '-' + locale, '')));
          return languages.get(locale);
        },
      };
    });
  },
};`;

describe('the shell server with a remote slow to load its modules', () => {
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let remotes;
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let shell;

  const loadedMarker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shell-warm-marker-')), 'slow-page-loaded');

  beforeAll(async () => {
    ({ remotes, shell } = await startSiteWithContentPage('shell-warm-', '/slow', 'SlowPage', slowFirstLoadEntry(loadedMarker), 400));
  });
  afterAll(async () => {
    await shell?.stop();
    await remotes?.stop();
  });

  it("renders the first visitors' pages complete in every language: the server loaded and prepared the module before it listened", async () => {
    // Loading the module takes 1.5 s and preparing each language 1.5 s more, past the 400 ms a render
    // waits. The server answers only once its warm-up has done both (READY_WAIT_MS): nobody has asked
    // for /slow, and both are done already. A warm-up that ran beside the first requests failed here.
    expect(fs.existsSync(loadedMarker)).toBe(true);
    for (const locale of ['hi', 'gu']) expect(fs.existsSync(`${loadedMarker}-${locale}`)).toBe(true);
    for (const address of ['/slow', '/hi/slow', '/gu/slow']) {
      const response = await fetch(`${shell.origin}${address}`, { signal: AbortSignal.timeout(10_000) });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Rendered by a remote slow to load');
      expect(html).not.toContain('data-dgst="remote-area"');
    }
  });
});

/** A server build whose page renders `text` (a container by hand, as webpack's). @param {string} text */
const renderingEntry = (text) => `module.exports = {
  init() {},
  get() {
    return Promise.resolve(() => ({ __esModule: true, default: function Back() { return ${JSON.stringify(text)}; } }));
  },
};`;

describe('the shell server when a remote comes back', () => {
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let remotes;
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let shell;
  /** @type {string} */
  let contentDir;

  beforeAll(async () => {
    // mf_content publishes /back, but its server build is not there (404) until the test puts it there.
    // A render waits long enough for a cold load of the small build: what is tested is that it is tried.
    ({ remotes, shell, contentDir } = await startSiteWithContentPage('shell-recovery-', '/back', 'BackPage', null, 3000));
  });
  afterAll(async () => {
    await shell?.stop();
    await remotes?.stop();
  });

  it('renders its area in the very next page: a failed load is forgotten, not kept', async () => {
    const page = () => fetch(`${shell.origin}/back`, { signal: AbortSignal.timeout(10_000) }).then((response) => response.text());
    const down = await page();
    expect(down).toContain('data-dgst="remote-area"');
    expect(down).not.toContain('Rendered by a remote that came back');

    fs.writeFileSync(path.join(contentDir, 'server', 'remoteEntry.js'), renderingEntry('Rendered by a remote that came back'));
    const back = await page();
    expect(back).toContain('Rendered by a remote that came back');
    expect(back).not.toContain('data-dgst="remote-area"');
  });
});
