// @ts-check
/**
 * Several machines on one (issue 41, decision 058): nginx in front of two shell servers and two contact
 * servers, all on one PostgreSQL and one Redis, each a process of its own on a loopback port, as they
 * run on separate machines. The cluster test (cluster.test.cjs) starts it around stand-in remotes; the
 * command starts it around the site's production builds for anyone to try:
 *   npm run start:cluster     (build what is stale, then the layout below; Ctrl-C stops every process)
 * With DATABASE_URL or REDIS_URL set, those servers are used; otherwise a throw-away PostgreSQL cluster
 * and redis-server are started in a temporary folder (Debian's packages: nginx-light, postgresql, redis-server).
 */
const { spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startNode, freePort } = require('../../testing/test-server.cjs');
const { startPostgres } = require('../../testing/postgres-server.cjs');
const { nginxProxyStandalone } = require('../nginx/nginx-config.cjs');
const { startNginx, NGINX } = require('../nginx/nginx-process.cjs');

const root = path.resolve(__dirname, '..', '..', '..');
const SHELL_SERVER = path.join(root, 'shell', 'dist-server', 'server.js');
const CONTACT_SERVER = path.join(root, 'mf-contact', 'server', 'main.ts');

/** A started server: its port, process, output, and a stop that waits until it is gone. */
/** @typedef {Awaited<ReturnType<typeof startNode>>} Server */

/**
 * @typedef {object} ClusterOptions
 * @property {string} shellDir                        the shell's dist (or a stand-in index.html)
 * @property {Record<string, string>} [shellEnv]      more of the shell servers' environment (remotes, deploy, health)
 * @property {Record<string, string>} [contactEnv]    more of the contact servers' environment
 * @property {number} [shells]                        how many shell servers (2)
 * @property {number} [contacts]                      how many contact servers (2)
 * @property {string} [databaseUrl]                   an existing PostgreSQL; none: a throw-away cluster
 * @property {string} [redisUrl]                      an existing Redis; none: a throw-away redis-server
 * @property {{ shell?: number, contact?: number }} [listen] nginx's ports (free ones by default)
 */

/** @param {ClusterOptions} options */
async function startCluster({ shellDir, shellEnv = {}, contactEnv = {}, shells = 2, contacts = 2, databaseUrl, redisUrl, listen = {} }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  fs.chmodSync(folder, 0o755);
  /** @type {(() => unknown)[]} */
  const undo = [];
  const stopAll = async () => {
    for (const step of undo.reverse()) await Promise.resolve(step()).catch(() => undefined);
    undo.length = 0;
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (!databaseUrl) {
      const postgres = await startPostgres();
      undo.push(() => postgres.stop());
      databaseUrl = postgres.url;
    }
    if (!redisUrl) {
      // TypeScript (jest and tsx load it): the same redis-server helper as the other tests.
      /** @type {{ startRedis: () => Promise<{ url: string, stop: () => void }> }} */
      const { startRedis } = require('shared/test-redis');
      const redis = await startRedis();
      undo.push(() => redis.stop());
      redisUrl = redis.url;
    }
    const shellPort = listen.shell ?? (await freePort());
    const contactPort = listen.contact ?? (await freePort());
    const origin = `http://127.0.0.1:${shellPort}`;
    const contactOrigin = `http://127.0.0.1:${contactPort}`;
    const shared = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
    // The same form-token secret on every contact server: a token one shows, another accepts.
    const contactEnvironment = {
      CONTACT_HOST: '127.0.0.1',
      FORM_TOKEN_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
      ...shared,
      ...contactEnv,
    };
    /** @type {Server[]} */
    const contactServers = [];
    // One after the other: the first applies the migrations, the next finds them applied.
    for (let i = 0; i < contacts; i++) {
      const server = await startNode(CONTACT_SERVER, { nodeArgs: ['--import', 'tsx'], env: contactEnvironment });
      undo.push(() => server.stop());
      contactServers.push(server);
    }
    const shellEnvironment = { CONTACT_ENDPOINT: contactOrigin, TRUST_PROXY: 'loopback', ...shared, ...shellEnv };
    const startShell = (/** @type {number | undefined} */ port) =>
      startNode(SHELL_SERVER, { args: ['--dir', shellDir], env: shellEnvironment, ...(port ? { port } : {}) });
    /** @type {Server[]} */
    const shellServers = await Promise.all(Array.from({ length: shells }, () => startShell(undefined)));
    undo.push(() => Promise.all(shellServers.map((server) => server.stop())));
    const config = nginxProxyStandalone({
      prefix: folder,
      sites: [
        { name: 'shell_servers', listen: `127.0.0.1:${shellPort}`, servers: shellServers.map((server) => `127.0.0.1:${server.port}`) },
        {
          name: 'contact_servers',
          listen: `127.0.0.1:${contactPort}`,
          servers: contactServers.map((server) => `127.0.0.1:${server.port}`),
        },
      ],
    });
    const nginx = await startNginx(folder, config, `${contactOrigin}/healthz`);
    undo.push(() => nginx.stop());
    return {
      /** nginx in front of the shell servers. */
      origin,
      /** nginx in front of the contact servers. */
      contactOrigin,
      databaseUrl,
      redisUrl,
      shells: shellServers,
      contacts: contactServers,
      nginx,
      /** Starts shell server `index` again on its own port (after it was killed or stopped). */
      restartShell: async (/** @type {number} */ index) => {
        const before = /** @type {Server} */ (shellServers[index]);
        await before.stop();
        shellServers[index] = await startShell(before.port);
        return shellServers[index];
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** `npm run start:cluster`: the site's builds, two shell servers and two contact servers behind nginx. */
async function main() {
  const { PORTS } = require('../../server/ports.cjs');
  const built = spawnSync(process.execPath, [path.join(__dirname, 'site.cjs'), 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const serveCli = path.join(root, 'shared', 'server', 'serve-cli.cjs');
  /** @type {{ label: string, server: { port: number, stop: () => Promise<unknown> } }[]} */
  const processes = [];
  const stop = async () => {
    for (const { server } of processes.reverse()) await server.stop().catch(() => undefined);
  };
  let stopping = false;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.once(signal, () => {
      stopping = true;
      console.log('[cluster] stopping every process…');
      void stop().then(() => process.exit(0));
    });
  try {
    for (const [name, portKey] of /** @type {const} */ ([
      ['mf-content', 'mf_content'],
      ['mf-chat', 'mf_chat'],
      ['mf-maze', 'mf_maze'],
      ['mf-contact', 'mf_contact'],
    ])) {
      const server = await startNode(serveCli, {
        args: ['--dir', path.join(root, name, 'dist'), '--port-key', portKey],
        port: PORTS[portKey],
      });
      processes.push({ label: `${name} files`, server });
    }
    const gateway = await startNode(path.join(root, 'mf-chat', 'server', 'main.ts'), {
      nodeArgs: ['--import', 'tsx'],
      port: PORTS.gateway,
      env: process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {},
    });
    processes.push({ label: 'chat gateway', server: gateway });
    const cluster = await startCluster({
      shellDir: path.join(root, 'shell', 'dist'),
      databaseUrl: process.env.DATABASE_URL,
      redisUrl: process.env.REDIS_URL,
      listen: { shell: PORTS.shell, contact: PORTS.contact },
    });
    processes.push({ label: 'cluster', server: { port: PORTS.shell, stop: cluster.stop } });
    if (stopping) return;
    const lines = [
      `nginx                 http://localhost:${PORTS.shell} -> shell servers, http://localhost:${PORTS.contact} -> contact servers`,
      ...cluster.shells.map((server, i) => `shell server ${i + 1}        127.0.0.1:${server.port} (pid ${server.child.pid})`),
      ...cluster.contacts.map((server, i) => `contact server ${i + 1}      127.0.0.1:${server.port} (pid ${server.child.pid})`),
      `PostgreSQL            ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'a throw-away cluster'} (enquiries, version map, health, judge lease)`,
      `Redis                 ${process.env.REDIS_URL ? 'REDIS_URL' : 'a throw-away redis-server'} (shared limits)`,
      ...processes.slice(0, -1).map(({ label, server }) => `${label.padEnd(22)}127.0.0.1:${server.port}`),
    ];
    console.log(`[cluster] the site as several machines:\n  ${lines.join('\n  ')}`);
    console.log(
      `[cluster] try: kill -9 ${cluster.shells[0]?.child.pid} (a shell server dies: nginx sends its requests to the other); Ctrl-C stops everything.`,
    );
  } catch (error) {
    console.error(`[cluster] could not start: ${/** @type {Error} */ (error).message}`);
    await stop();
    process.exit(1);
  }
}

if (require.main === module) void main();

module.exports = { startCluster, startNginx, NGINX };
