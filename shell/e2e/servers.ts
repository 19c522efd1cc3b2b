import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { remoteOrigin } from 'shared/e2e';
import { REMOTE_NAMES, type RemoteName } from 'shared/contracts';

/**
 * In-process servers for the shell's end-to-end tests: a shell of our own (the same production build,
 * with a config the test controls), copies of a remote's build, and hand-written JSON files.
 */

interface FastifyLike {
  close(): Promise<void>;
}

/** The shell's server as built (npm run build): one Node program, src/server/server.ts. */
const SERVER = path.resolve(__dirname, '..', 'dist-server', 'server.js');
const { createShellServer, ENV_KEYS } = require(SERVER) as typeof import('../src/server/server');
const { startNode } = require('shared/test-server') as {
  startNode: (script: string, options: { env: Record<string, string> }) => Promise<{ origin: string; stop(): Promise<void> }>;
};
const { createStaticServer, listen } = require('shared/server') as {
  createStaticServer: (options: { dir: string; cors?: boolean; generated?: Record<string, () => unknown> }) => FastifyLike;
  listen: (app: FastifyLike, port: number, host?: string) => Promise<http.Server>;
};

export const distOf = (pkg: string) => path.resolve(__dirname, '..', '..', pkg, 'dist');
export const gatewayEndpoint = `${remoteOrigin(5)}/main/gemini`;
const OFFSETS: Record<RemoteName, 1 | 2 | 3 | 4> = { mf_content: 1, mf_chat: 2, mf_maze: 3, mf_contact: 4 };

export function portOf(server: net.Server): number {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening');
  return address.port;
}

export interface Running {
  readonly port: number;
  readonly url: string;
  /** Stops at once: open keep-alive connections are cut, as when a real server dies. */
  stop(): Promise<void>;
}

async function run(app: FastifyLike, port: number): Promise<Running> {
  const server = await listen(app, port, '127.0.0.1');
  const bound = portOf(server);
  return {
    port: bound,
    url: `http://localhost:${bound}`,
    async stop() {
      server.closeAllConnections();
      await app.close();
    },
  };
}

/** The site's remotes, some replaced by the test's copies. */
const remotesWith = (overrides: Partial<Record<RemoteName, string>>) =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, overrides[name] ?? `${remoteOrigin(OFFSETS[name])}/mf-manifest.json`])) as Record<
    RemoteName,
    string
  >;

/** A shell of our own: the same production build, with a config this test controls. */
export async function startShell(overrides: Partial<Record<RemoteName, string>>, remoteTimeoutMs = 4000, chatEndpoint = gatewayEndpoint) {
  const remotes = remotesWith(overrides);
  // Read by the server on every request: a test changes it as a deploy would.
  const config = { remotes, remoteTimeoutMs };
  const running = await run(createShellServer({ config, chatEndpoint }), 0);
  return { ...running, config };
}

/**
 * A shell in a process of its own, as deployed, configured by its environment. For what the server
 * renders across a remote's redeploy: in this worker's process every in-process shell shares the
 * federation runtime's globals, where remote containers and their runtime instances are kept by name,
 * so a build of a remote loaded by an earlier test's shell stands in for a newly deployed one.
 */
export async function startShellProcess(overrides: Partial<Record<RemoteName, string>>): Promise<Omit<Running, 'port'>> {
  const env = Object.fromEntries(Object.entries(remotesWith(overrides)).map(([name, url]) => [ENV_KEYS[name as RemoteName], url]));
  const running = await startNode(SERVER, {
    env: { ...env, CHAT_ENDPOINT: gatewayEndpoint },
  });
  return { url: running.origin, stop: () => running.stop() };
}

/** A copy of one remote's production build (or any built folder) on a port of its own. */
export async function startCopy(pkg: string, { port = 0, dir = distOf(pkg), chatEndpoint = gatewayEndpoint } = {}) {
  const generated: Record<string, () => unknown> = pkg === 'mf-chat' ? { '/chat-config.json': () => ({ endpoint: chatEndpoint }) } : {};
  const running = await run(createStaticServer({ dir, cors: true, generated }), port);
  return { ...running, manifest: `${running.url}/mf-manifest.json` };
}

/** Serves the given JSON files (path -> body) to any origin; anything else is a 404. */
export async function startJsonFiles(files: Record<string, unknown>): Promise<Running & { manifest: string }> {
  const server = http.createServer((req, res) => {
    const body = files[new URL(req.url ?? '/', 'http://x').pathname];
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    res.statusCode = body === undefined ? 404 : 200;
    res.end(body === undefined ? '{}' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${portOf(server)}`;
  return {
    port: portOf(server),
    url,
    manifest: `${url}/mf-manifest.json`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
