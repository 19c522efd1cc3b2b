import './production-env';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { LOCALES, type RemoteName, type SiteConfig, type VersionSet } from 'shared/contracts';
import { words } from '../i18n';
import {
  checkBuilt,
  filePath,
  listen,
  liveIndexHtml,
  orExit,
  plainNotFound,
  sendText,
  staticFiles,
  staticServerOptions,
} from 'shared/server';
import { securityHeaders, securityHeadersPlugin, CSP_REPORT_PATH } from 'shared/security';
import { shellEnvFromEnv, siteConfigFromEnv, type ShellEnv } from './env';
import { createManifestCache, createPagesCache } from './pages/remote-files';
import { createSiteReader } from './pages/site-reader';
import { createPageHints } from './pages/page-hints';
import { liveOwnWords } from './pages/word-files';
import { createRenderer } from './pages/renderer';
import { createHotPages } from './pages/hot-pages';
import { createPagePath } from './pages/page-route';
import { formsRoute } from './forms/forms';
import { cspReportsRoute } from './reports/csp-reports';
import { sitemapRoutes } from './sitemap/sitemap-route';
import { isNamedVersion, releasedManifestOf, versionedRemotes, watchDeployMap } from './releases/deploy-map';
import { canariesOf, createVersionChooser } from './releases/version-choice';
import { createRequestVariants } from './releases/variants';
import { READY_WAIT_MS, warmUp } from './pages/warm-up';
import { withTimeout } from '../federation/remote-loader';
import { previewRoutes } from './releases/preview-routes';
import { createShellMetrics, metricsRoute } from './health/metrics';
import { healthRoute } from './health/health-route';
import { watchHealth } from './health/health-watch';
import { deployStoreOf } from 'shared/server/releases/deploy-store';
import { counterFor, type Counter } from 'shared/server/limits';
import { leaveOnSignal } from 'shared/server/shutdown';
import { fastifyTrustProxy } from 'shared/server/fastify';

/**
 * The shell's production server, one program bundled for Node (dist-server/server.js), one Fastify
 * plugin per concern, each in its folder: the security headers and the built app's files (shared/server),
 * the pages rendered here (pages/: 200 for a page some remote publishes, 404 Page Not Found otherwise,
 * with their resource hints), `site-config.json` made from this deployment's environment, releases and
 * previews (releases/), health and metrics (health/), the visitor forms (forms/), sitemap.xml and
 * robots.txt (sitemap/) and, with CSP_REPORTS=true, an endpoint that logs Content-Security-Policy
 * violations (reports/). Its environment is env.ts.
 *   node dist-server/server.js [--dir dist]      (--dir may be a link to the live release folder)
 */

/** The shell's dist folder, beside dist-server. */
const DIST = path.join(__dirname, '..', 'dist');

/** Remotes are read again every 10 s: a redeploy reaches the rendered HTML well within 30 s. */
const REMOTE_TTL_MS = 10_000;

export interface ShellServerOptions {
  /** The environment as env.ts reads it. Default: this process's, which stops the process when it is wrong. */
  readonly env?: ShellEnv;
  /** The site config, read on every request (a test, or an operator's hot reload, may change it). */
  readonly config?: SiteConfig;
  readonly chatEndpoint?: string;
  readonly dir?: string;
  readonly fetch?: typeof fetch;
  readonly timeouts?: { headersMs?: number; requestMs?: number };
  readonly remoteTtlMs?: number;
  /** Counts health beacons per client (Redis shared by every shell server, when configured). Default: in memory. */
  readonly healthCounter?: Counter;
}

/** Whether two records hold the same keys with the same values. */
function sameEntries(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

/** The shell's server, configured by its environment (env.ts) and what the options give. */
export function createShellServer(options: ShellServerOptions = {}): FastifyInstance {
  const env = options.env ?? orExit(shellEnvFromEnv(process.env), 'shell');
  let config: SiteConfig = options.config ?? orExit(siteConfigFromEnv(), 'shell');
  const configFile = process.env.SITE_CONFIG_FILE;
  if (!options.config && configFile) {
    // A deploy may move a remote by rewriting the config file: read it again when it changes, with no
    // restart (the pages rendered from then on use the new location). A broken file keeps the last good one.
    fs.watchFile(configFile, { interval: 2000 }, () => {
      const next = siteConfigFromEnv();
      if (next.ok) {
        config = next.value;
        console.log(`[config] ${configFile} read again: ${Object.values(config.remotes).join(', ')}`);
      } else console.error(`[config] ${next.error} The previous config stays in use.`);
    }).unref();
  }
  // Released remotes: the version map moves each remote it names to that version's manifest (README:
  // Releasing a remote). Without a map (no release store) every remote stays at its configured place.
  // The map's store (decision 056): PostgreSQL with DATABASE_URL, else Redis with REDIS_URL (several
  // machines), else the folder.
  const { DEPLOY_ENV: environment, deployFile: file, REDIS_URL: redisUrl } = env;
  const deployStore = deployStoreOf({ environment, file, databaseUrl: process.env.DATABASE_URL, redisUrl });
  const deployMap = watchDeployMap({ store: deployStore });
  let effective: { base: SiteConfig; live: VersionSet; value: SiteConfig } | null = null;
  const siteConfig = (): SiteConfig => {
    const live = deployMap.live();
    // No versions: the config itself (a test may change it in place).
    if (!live || Object.keys(live).length === 0) return config;
    if (effective?.base !== config || effective.live !== live)
      effective = { base: config, live, value: { ...config, remotes: versionedRemotes(config.remotes, live) } };
    return effective.value;
  };
  const chatEndpoint = options.chatEndpoint ?? env.CHAT_ENDPOINT;
  const reportPath = env.CSP_REPORTS ? CSP_REPORT_PATH : undefined;
  const remotes = (): Readonly<Record<RemoteName, string>> => siteConfig().remotes;

  // What the remotes publish, read in the background; the renderer composes the page table from it.
  const ttlMs = options.remoteTtlMs ?? REMOTE_TTL_MS;
  const manifests = createManifestCache({ fetch: options.fetch, ttlMs });
  const pagesCache = createPagesCache({ fetch: options.fetch, ttlMs });
  const makeRenderer = (remotesOf: () => Readonly<Record<RemoteName, string>>, name: string, cacheEntries: number) => {
    const site = createSiteReader({ remotes: remotesOf, manifests, pages: pagesCache });
    return createRenderer({
      snapshot: () => site.snapshot(),
      fullSnapshot: async () => {
        await site.warm();
        return site.snapshot();
      },
      baseUrl: env.SITE_URL,
      remoteTimeoutMs: env.SSR_REMOTE_TIMEOUT_MS,
      cacheEntries,
      name,
    });
  };
  const renderer = makeRenderer(remotes, 'shell_server', env.SSR_CACHE_ENTRIES);
  // The first visitor's page should not pay for reading the remotes and loading their modules: done
  // before this server listens (onReady, at most READY_WAIT_MS), and again while a remote is missing;
  // with the versions the deploy store holds, once it has been read.
  const warming = warmUp(async () => {
    await deployMap.ready;
    return renderer.warm();
  });
  // Nor for the shell's own words in its language (a chunk per language, loaded once).
  for (const locale of LOCALES) words.prepare(locale).catch(() => undefined);
  const dir = options.dir ?? DIST;
  checkBuilt(dir);
  const index = liveIndexHtml(dir);
  // The shell's own words per language, listed again with each new index.html (a deploy).
  const ownWords = liveOwnWords(dir, () => index.current().key);
  const makeHints = (remotesOf: () => Readonly<Record<RemoteName, string>>, { table }: typeof renderer) =>
    createPageHints({ remotes: remotesOf, manifests, table, alwaysOn: ['mf_chat'], ownWords });

  // Which versions each request is rendered with: the live map's, or a previewer's (README: Releasing a remote).
  const secure = env.SITE_URL.startsWith('https:');
  const previewSecret = env.PREVIEW_SECRET;
  const chooser = createVersionChooser({
    live: () => deployMap.live(),
    canaries: () => canariesOf(deployMap.state().remotes),
    previewSecret,
    secure,
  });
  // A version set's renderer reads its remotes and loads their modules as soon as it is made.
  const makeWarmRenderer: typeof makeRenderer = (...args) => {
    const made = makeRenderer(...args);
    made.warm().catch((error: Error) => console.warn(`[render] warming up: ${error.message}`));
    return made;
  };
  const variants = createRequestVariants({
    chooser,
    stable: renderer,
    base: () => config.remotes,
    makeRenderer: makeWarmRenderer,
    makeHints,
  });

  let policy: { remotes: Record<string, string>; scriptHashes: readonly string[]; key: string; headers: Record<string, string> } | null =
    null;
  // The security headers of the config and the index.html as they are now, made again only when one of
  // them changes: this runs on every request. Remotes compared by content, not by identity: a live
  // config object may be changed in place (the e2e suite moves a remote that way).
  const currentPolicy = (scriptHashes: readonly string[] = policy?.scriptHashes ?? []) => {
    const now = siteConfig().remotes;
    if (!policy || policy.scriptHashes !== scriptHashes || !sameEntries(policy.remotes, now)) {
      // Scripts and fetches only from the shell and the remotes its config names (and the page's own
      // inline script, by its hash), plus the chat gateway; remote images and video from the remotes.
      const origins = Object.values(now);
      const headers = securityHeaders(
        { scriptOrigins: origins, connectOrigins: [chatEndpoint], assetOrigins: origins, reportPath, scriptHashes },
        { hsts: env.hsts },
      );
      policy = { remotes: { ...now }, scriptHashes, key: JSON.stringify(now), headers };
    }
    return policy;
  };

  const metrics = createShellMetrics({
    known: (remote, version) => isNamedVersion(deployMap.state(), remote, version),
    deployStore: () => deployMap.status(),
  });
  const hot = createHotPages({ entries: Math.min(env.SSR_CACHE_ENTRIES, 1000) });
  // The policy names the live index.html's inline scripts; a release folder caught between two
  // deploys keeps the last policy (the page answer says more).
  const headers = async () => currentPolicy((await index.read().catch(() => index.current())).scriptHashes).headers;
  const pages = createPagePath({
    renderer,
    hints: makeHints(remotes, renderer),
    index: index.read,
    hot,
    // The remotes are in the hot key: a page made for a moved remote is never reused for the new place.
    variant: () => currentPolicy().key,
    choose: variants.choose,
    metrics,
  });
  const app = Fastify({
    ...staticServerOptions(options.timeouts),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    // A target the router cannot decode is the site's to answer (the request hooks do not run for it,
    // hence the headers here); Fastify does not wait for this promise, and `send` answers what it throws.
    frameworkErrors: (error, request, reply) => {
      void headers().then((now) => {
        reply.headers(now);
        if (error.code === 'FST_ERR_BAD_URL') return pages.send(request, reply, null);
        return sendText(reply, 400, 'Bad Request');
      });
    },
  });
  void app.register(securityHeadersPlugin, { headers });
  void app.register(staticFiles, { dir, route: false });
  void app.register(pages.plugin);
  app.get('/site-config.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(siteConfig())),
  );
  // A file that is not there, and every path a route refuses, is the site's Page Not Found.
  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? pages.send(request, reply, filePath(request.raw.url))
      : plainNotFound(request, reply),
  );
  metricsRoute(app, metrics, env.METRICS_TOKEN);
  void app.register(healthRoute, { metrics, counter: options.healthCounter ?? counterFor(null, 'shell-health:') });
  void app.register(previewRoutes, {
    secret: previewSecret,
    secure,
    manifestOf: (remote, version) => releasedManifestOf(config.remotes[remote], version),
    fetch: options.fetch,
    prepare: variants.prepare,
  });
  void app.register(formsRoute, { endpoint: env.CONTACT_ENDPOINT, fetch: options.fetch, page: pages.withOutcome });
  void app.register(sitemapRoutes, { renderer });
  if (reportPath) void app.register(cspReportsRoute, { reportPath });
  // With a version map, this server's counts join the environment's health, and a failing canary is
  // taken back by itself (health-watch.ts, decision 036).
  const rule = { margin: env.HEALTH_ROLLBACK_MARGIN, minViews: env.HEALTH_ROLLBACK_MIN_VIEWS };
  const watch = watchHealth({ metrics, deployMap, store: deployStore, rule, intervalMs: env.HEALTH_SNAPSHOT_MS });
  // Pages are served with the map the store holds, from the first request.
  app.addHook('onReady', async () => {
    await deployMap.ready;
    await withTimeout(warming.first, READY_WAIT_MS, () => new Error(`still warming up after ${READY_WAIT_MS} ms: serving now`)).catch(
      (error: Error) => console.warn(`[render] ${error.message}`),
    );
  });
  app.addHook('onClose', async () => {
    warming.stop();
    watch.stop();
    deployMap.stop();
    await deployStore.close();
  });
  return app;
}

/** `node dist-server/server.js [--dir dist]`: the environment checked, then the server on its port. */
export function main(argv: readonly string[] = process.argv): void {
  const env = orExit(shellEnvFromEnv(process.env), 'shell');
  const at = argv.indexOf('--dir');
  const dir = at >= 0 && argv[at + 1] ? path.resolve(argv[at + 1] as string) : DIST;
  // One connection for the beacons' per-client count of every shell server; a Redis that is down lets beacons in.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false })
    : null;
  redis?.on('error', (error: Error) => console.error(`shell: redis: ${error.message}`));
  let server: FastifyInstance;
  try {
    server = createShellServer({ env, dir, healthCounter: counterFor(redis, 'shell-health:') });
  } catch (error) {
    console.error(`shell cannot start: ${(error as Error).message}`);
    process.exit(2);
  }
  // SIGTERM: no new connections, the requests in flight answered, then the deploy store (onClose) and Redis closed.
  leaveOnSignal(server, { name: 'shell', release: [() => redis?.quit()] });
  listen(server, env.port)
    .then(() => console.log(`shell serving on http://localhost:${env.port}`))
    .catch((error: Error) => {
      console.error(`Could not serve the shell on port ${env.port}: ${error.message}`);
      process.exit(1);
    });
}

export { ENV_KEYS, siteConfigFromEnv, shellEnvFromEnv } from './env';

// Started as a program (node dist-server/server.js), not required by a test: serve.
if (typeof __non_webpack_require__ !== 'undefined' && __non_webpack_require__.main?.filename === __filename) main();
