import { startRedis, type TestRedis } from 'shared/test-redis';
import { deployStoreOf, type DeployStore } from '../deploy-store';

/**
 * For the tests of the shared deploy stores (decision 056): a real PostgreSQL cluster and a real
 * redis-server, started by the test and stopped after, and a store of either kind as one machine's
 * shell server or `deploy` would open it (a connection of its own).
 */

interface TestPostgres {
  readonly url: string;
  stop(): void;
}
// The one PostgreSQL cluster fixture (shared/testing), also the contact server's tests' and the bench's.
const cluster = require('shared/test-postgres') as { startPostgres: () => Promise<TestPostgres> };

export interface SharedServers {
  readonly postgres: TestPostgres;
  readonly redis: TestRedis;
  stop(): void;
}

export async function startSharedServers(): Promise<SharedServers> {
  const [postgres, redis] = await Promise.all([cluster.startPostgres(), startRedis()]);
  return { postgres, redis, stop: () => (redis.stop(), postgres.stop()) };
}

export type SharedKind = 'postgres' | 'redis';

/** Each shared kind, named as a test title says it. */
export const SHARED_KINDS: readonly [string, SharedKind][] = [
  ['PostgreSQL', 'postgres'],
  ['Redis', 'redis'],
];

/** The address of the kind's server (what DATABASE_URL or REDIS_URL would hold). */
export const urlOf = (servers: SharedServers, kind: SharedKind) => (kind === 'postgres' ? servers.postgres.url : servers.redis.url);

/** A store of `kind` on its own connection to `url` (by default the test server's), as the variables open it. */
export const openStore = (servers: SharedServers, kind: SharedKind, environment: string, url = urlOf(servers, kind)): DeployStore =>
  deployStoreOf({
    file: '/nonexistent/not-the-folder.json',
    environment,
    ...(kind === 'postgres' ? { databaseUrl: url } : { redisUrl: url }),
  });
