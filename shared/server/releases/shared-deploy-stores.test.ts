/** @jest-environment node */
import { promote } from 'shared/contracts';
import { emptyHealth, type HealthSnapshot } from './health';
import { deployStoreOf } from './deploy-store';
import { until } from 'shared/test-until';
import { SHARED_KINDS, openStore, startSharedServers, type SharedServers } from './test-fixtures/shared-servers';

/** The deploy state in a real PostgreSQL and a real Redis, each store as one machine's (decision 056). */

let servers: SharedServers;
let environment = 0;
beforeAll(async () => (servers = await startSharedServers()), 60_000);
afterAll(() => servers.stop());

const closeAll = (stores: { close(): Promise<void> }[]) => Promise.all(stores.map((store) => store.close()));

describe.each(SHARED_KINDS)('the deploy state in %s', (_name, kind) => {
  const machines = (count: number) => {
    const name = `store-${++environment}`;
    return Array.from({ length: count }, () => openStore(servers, kind, name));
  };

  it('records every change when several are made at once (under its lock), none lost', async () => {
    const stores = machines(3);
    try {
      const versions = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0'];
      const results = await Promise.all(
        versions.map((version, at) =>
          stores[at % 3]!.change((state) => promote(state, { remote: 'mf_maze', version, who: 'Asha', why: version, at: 'now' })),
        ),
      );
      expect(results.every((result) => result.ok)).toBe(true);
      const state = await stores[0]!.read();
      if (!state.ok) throw new Error(state.error);
      expect(state.value.history.map((entry) => entry.why).sort()).toEqual(versions);
      expect(state.value.remotes.mf_maze?.live).toBe(state.value.history.at(-1)!.live);
    } finally {
      await closeAll(stores);
    }
  });

  it('keeps each server’s counts, and drops those of servers gone for over an hour', async () => {
    const stores = machines(2);
    const snapshot = (server: string, at: number, views: number): HealthSnapshot => ({
      server,
      at: new Date(at).toISOString(),
      remotes: { mf_maze: { '1.0.0': { ...emptyHealth(), views } } },
    });
    try {
      const now = Date.now();
      await stores[0]!.writeHealth(snapshot('a', now, 3));
      await stores[1]!.writeHealth(snapshot('b', now, 4));
      await stores[1]!.writeHealth(snapshot('b', now, 5)); // Replaces b's last counts.
      await stores[1]!.writeHealth(snapshot('gone', now - 2 * 3600_000, 100));
      expect((await stores[0]!.readHealth(now)).map(({ server, remotes }) => [server, remotes.mf_maze?.['1.0.0']?.views]).sort()).toEqual([
        ['a', 3],
        ['b', 5],
      ]);
    } finally {
      await closeAll(stores);
    }
  });

  it('gives the judge lease to one server at a time, kept while renewed, another’s once it lapses', async () => {
    const [one, two] = machines(2);
    try {
      const [first, second] = await Promise.all([one!.holdLease('one', 1000), two!.holdLease('two', 1000)]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      const holder = first ? one! : two!;
      const other = first ? two! : one!;
      const [holderName, otherName] = first ? ['one', 'two'] : ['two', 'one'];
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await holder.holdLease(holderName, 1000)).toBe(true); // Renewed.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await other.holdLease(otherName, 1000)).toBe(false); // Still the holder's (renewed 600 ms ago).
      // Lapsed once the holder stops renewing: the other server takes it (within the lease and a margin).
      await until(() => other.holdLease(otherName, 1000), 3000, 'the other server taking the lapsed lease');
    } finally {
      await closeAll([one!, two!]);
    }
  });

  it('grants no lease and reads no counts when its server cannot be reached', async () => {
    const store = openStore(servers, kind, 'x', kind === 'postgres' ? 'postgres://postgres@127.0.0.1:1/postgres' : 'redis://127.0.0.1:1');
    try {
      expect(await store.holdLease('one', 1000)).toBe(false);
      await expect(store.readHealth()).rejects.toThrow();
      await expect(store.read()).rejects.toThrow();
      await expect(store.change((state) => ({ ok: true, value: state }))).rejects.toThrow();
    } finally {
      await store.close();
    }
  }, 15_000);
});

describe('the store the variables choose', () => {
  it('is PostgreSQL with DATABASE_URL, else Redis with REDIS_URL, else the folder', async () => {
    const of = (urls: { databaseUrl?: string; redisUrl?: string }) =>
      deployStoreOf({ file: '/tmp/x.json', environment: 'production', ...urls });
    const stores = [of({ databaseUrl: servers.postgres.url, redisUrl: servers.redis.url }), of({ redisUrl: servers.redis.url }), of({})];
    expect(stores.map((store) => store.kind)).toEqual(['postgres', 'redis', 'folder']);
    await closeAll(stores);
  });
});
