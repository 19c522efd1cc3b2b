/** @jest-environment node */
import net from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { promote, type DeployState } from 'shared/contracts';
import { SHARED_KINDS, openStore, startSharedServers, urlOf, type SharedServers } from 'shared/server/releases/test-servers';
import { createShellMetrics } from '../health/metrics';
import { watchDeployMap } from './deploy-map';
import { until } from 'shared/test-until';

/**
 * The version map in PostgreSQL or Redis as shell servers on several machines see it (decision 056):
 * real servers started here, one connection per shell server, and the safety-net re-read set far off
 * (a minute) so what moves the map within a second is the notification.
 */

let servers: SharedServers;
let environment = 0;
beforeAll(async () => (servers = await startSharedServers()), 60_000);
afterAll(() => servers.stop());

const quiet = () => ({ log: jest.fn(), error: jest.fn() });
const promoteTo = (version: string) => (state: DeployState) =>
  promote(state, { remote: 'mf_maze', version, who: 'Asha', why: 'test', at: new Date().toISOString() });

/** A door in front of a server that a test closes (the server gone, for its clients) and opens again on the same port. */
async function door(url: string) {
  const port = Number(new URL(url).port);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(port, '127.0.0.1');
    for (const one of [socket, upstream]) {
      sockets.add(one);
      one.on('error', () => undefined);
      one.on('close', () => (sockets.delete(one), socket.destroy(), upstream.destroy()));
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const at = (server.address() as net.AddressInfo).port;
  return {
    url: url.replace(`:${port}`, `:${at}`),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    open: () => new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve)),
  };
}

/** Everything the store held, gone. */
async function emptied(kind: string): Promise<void> {
  if (kind === 'redis') {
    const client = new Redis(servers.redis.url);
    await client.flushall();
    await client.quit();
  } else {
    const client = new pg.Client(servers.postgres.url);
    await client.connect();
    await client.query('DELETE FROM deploy_state');
    await client.end();
  }
}

describe.each(SHARED_KINDS)('the version map in %s', (_name, kind) => {
  it('reaches two shell servers within a second of a change, by notification', async () => {
    const name = `machines-${++environment}`;
    const stores = [0, 1].map(() => openStore(servers, kind, name));
    const maps = stores.map((store) => watchDeployMap({ store, rereadMs: 60_000, log: quiet() }));
    const deployer = openStore(servers, kind, name);
    try {
      await Promise.all(maps.map((map) => map.ready));
      expect(maps.map((map) => map.live())).toEqual([{}, {}]);
      for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
        const changed = await deployer.change(promoteTo(version));
        expect(changed.ok).toBe(true);
        const at = Date.now();
        await until(() => maps.every((map) => map.live().mf_maze === version), 1000);
        expect(Date.now() - at).toBeLessThan(1000);
      }
      // The history came along: every server sees the same recorded changes.
      expect(maps.map((map) => map.state().history.map((entry) => entry.live))).toEqual([
        ['1.0.0', '1.1.0', '1.2.0'],
        ['1.0.0', '1.1.0', '1.2.0'],
      ]);
    } finally {
      for (const map of maps) map.stop();
      await Promise.all([...stores, deployer].map((store) => store.close()));
    }
  });

  it('keeps the last good map while its server is unreachable, says so once in the log and in /metrics, and follows again after', async () => {
    const name = `machines-${++environment}`;
    const gate = await door(urlOf(servers, kind));
    const store = openStore(servers, kind, name, gate.url);
    const deployer = openStore(servers, kind, name);
    const log = quiet();
    const reads = jest.spyOn(store, 'read');
    const map = watchDeployMap({ store, rereadMs: 200, log });
    const metrics = createShellMetrics({ deployStore: () => map.status() });
    try {
      await deployer.change(promoteTo('1.0.0'));
      await until(() => map.live().mf_maze === '1.0.0', 2000);
      expect(await metrics.registry.metrics()).toContain(`shell_deploy_store_up{store="${kind}"} 1`);

      await gate.close();
      await until(() => !map.status().up, 5000);
      expect(map.live()).toEqual({ mf_maze: '1.0.0' });
      expect(await metrics.registry.metrics()).toContain(`shell_deploy_store_up{store="${kind}"} 0`);
      const failedFrom = reads.mock.calls.length;
      await until(() => reads.mock.calls.length >= failedFrom + 3, 5000, 'three more re-reads of the closed store');
      await Promise.allSettled(reads.mock.results.map((result) => result.value));
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(`^\\[deploy\\] ${store.where} cannot be read \\(.+\\)\\. The last good version map stays in use\\.$`),
        ),
      );
      // Never the store's URL (it may hold a password).
      expect(JSON.stringify(log.error.mock.calls)).not.toContain(gate.url);

      await deployer.change(promoteTo('1.1.0')); // Published while this server cannot hear it.
      await gate.open();
      await until(() => map.live().mf_maze === '1.1.0', 5000);
      expect(map.status().up).toBe(true);
      expect(await metrics.registry.metrics()).toContain(`shell_deploy_store_up{store="${kind}"} 1`);

      // A store that lost everything (emptied, restarted without persistence) is not an order to roll every remote back.
      await emptied(kind);
      await map.reload();
      expect(map.live()).toEqual({ mf_maze: '1.1.0' });
      expect(log.error).toHaveBeenLastCalledWith(
        `[deploy] ${store.where} holds no version map any more (emptied?): the next deploy change writes one. The last good version map stays in use.`,
      );
      await deployer.change(promoteTo('1.2.0'));
      await until(() => map.live().mf_maze === '1.2.0', 2000);
    } finally {
      map.stop();
      await Promise.all([store, deployer].map((one) => one.close()));
      await gate.close();
    }
  }, 20_000);
});
