import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteOrigin } from 'shared/e2e';
import { REMOTE_NAMES, type RemoteName } from 'shared/contracts';
import { run } from '../../shared/tooling/release/cli';
import { distOf, gatewayEndpoint, portOf } from './servers';

/**
 * Servers for the release tests: a release store of the test's own, a remote served with its released
 * versions, and a shell process reading that store's version map, as deployed.
 */

const SERVER = path.resolve(__dirname, '..', 'dist-server', 'server.js');
const { startNode } = require('shared/test-server') as {
  startNode: (
    script: string,
    options: { env: Record<string, string> },
  ) => Promise<{ origin: string; output(): string; stop(): Promise<void> }>;
};
const { createStaticServer, listen } = require('shared/server') as {
  createStaticServer: (options: { dir: string; cors?: boolean; releases?: string }) => { close(): Promise<void> };
  listen: (app: { close(): Promise<void> }, port: number, host?: string) => Promise<import('node:http').Server>;
};

export const PREVIEW_SECRET = 'e2e-preview-secret-0123456789abcdef';
const OFFSETS: Record<RemoteName, 1 | 2 | 3 | 4> = { mf_content: 1, mf_chat: 2, mf_maze: 3, mf_contact: 4 };

export interface Store {
  readonly dir: string;
  /** The release CLI, as a team types it (`npm run deploy -- …`), on this store. */
  deploy(...args: string[]): Promise<string>;
  /** `npm run release -w <pkg>` after its build: stores `dist` as a version; returns the version. */
  publish(remote: RemoteName, dist: string): Promise<string>;
  remove(): void;
}

export function makeStore(): Store {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-e2e-'));
  const env = { RELEASE_STORE: dir, RELEASE_WHO: 'e2e', PREVIEW_SECRET } as NodeJS.ProcessEnv;
  return {
    dir,
    deploy: (...args) => run(args, env),
    async publish(remote, dist) {
      const output = await run(['publish', remote, '--dist', dist], env);
      const version = /released (\S+)|already released as (\S+)/.exec(output);
      if (!version) throw new Error(output);
      return (version[1] ?? version[2]) as string;
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A remote's live build with every version the store holds under /releases/<version>/. */
export async function startReleasedRemote(pkg: string, remote: RemoteName, store: Store) {
  const app = createStaticServer({ dir: distOf(pkg), cors: true, releases: path.join(store.dir, remote) });
  const server = await listen(app, 0, '127.0.0.1');
  const url = `http://localhost:${portOf(server)}`;
  return {
    url,
    manifest: `${url}/mf-manifest.json`,
    async stop() {
      server.closeAllConnections();
      await app.close();
    },
  };
}

/** A shell process reading the store's production map, with the test's remotes in place of the site's. */
export async function startReleaseShell(store: Store, overrides: Partial<Record<RemoteName, string>>, env: Record<string, string> = {}) {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      `MF_${name.slice(3).toUpperCase()}_URL`,
      overrides[name] ?? `${remoteOrigin(OFFSETS[name])}/mf-manifest.json`,
    ]),
  );
  const running = await startNode(SERVER, {
    env: { ...remotes, CHAT_ENDPOINT: gatewayEndpoint, RELEASE_STORE: store.dir, PREVIEW_SECRET, ...env },
  });
  return { url: running.origin.replace('127.0.0.1', 'localhost'), output: running.output, stop: () => running.stop() };
}
