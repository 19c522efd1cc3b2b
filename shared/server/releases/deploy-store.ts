import fs from 'node:fs';
import { Redis } from 'ioredis';
import type { DeployState, ParseResult } from 'shared/contracts';
import { changeState, readState } from './store';
import { healthDirOf, readSnapshots, writeSnapshot, type HealthSnapshot } from './health';
import { postgresDeployStore } from './postgres-deploy-store';
import { redisDeployStore } from './redis-deploy-store';

export { postgresDeployStore, redisDeployStore };

/**
 * Where an environment's deploy state lives (decision 056): the version map with its history, and
 * every shell server's health counts. Three kinds side by side, one interface:
 *   - the folder (`<store>/environments/<env>.json` and `<env>.health/`): the zero-set-up default for
 *     one machine, or several sharing a folder;
 *   - PostgreSQL (postgres-deploy-store.ts), when DATABASE_URL is set;
 *   - Redis (redis-deploy-store.ts), when REDIS_URL is set and DATABASE_URL is not.
 * `deploy` and the shell servers choose it by the same variables (deployStoreOf).
 */
export interface DeployStore {
  /** What the log names (never a URL: it may hold a password). */
  readonly where: string;
  readonly kind: 'folder' | 'postgres' | 'redis';
  readonly environment: string;
  /** The map now; a store that answers with nothing is an empty map. Throws when the store is unreachable. */
  read(): Promise<ParseResult<DeployState>>;
  /** Reads, changes and writes the map under the store's lock, so two changes at once never lose one; tells every subscriber. */
  change(change: (state: DeployState) => ParseResult<DeployState>): Promise<ParseResult<DeployState>>;
  /** Calls `onChange` when the map may have changed (a notification; a reader still re-reads now and then). Returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** Stores this server's counts (replacing its last ones). */
  writeHealth(snapshot: HealthSnapshot): Promise<void>;
  /** Every server's counts of the last hour. Throws when the store is unreachable: nobody judges on part of them. */
  readHealth(now?: number): Promise<HealthSnapshot[]>;
  /**
   * Whether `holder` holds (takes, or keeps) the environment's judge lease for `ms`: the one server
   * that decides the automatic rollback. False when another holds it or the store cannot be reached.
   */
  holdLease(holder: string, ms: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The folder store. Its lease is always granted: every server reads the same folder (so sees every
 * count), and a rollback is a change under the lock file that applies only while that very canary is
 * still in the map, so of several servers deciding at once one writes it.
 */
export function folderDeployStore({
  file,
  environment,
  intervalMs = 1000,
}: {
  file: string;
  environment: string;
  /** How often the file is looked at for a change (fs.watchFile). */
  intervalMs?: number;
}): DeployStore {
  const dir = healthDirOf(file, environment);
  return {
    where: file,
    kind: 'folder',
    environment,
    read: async () => readState(file, environment),
    change: (change) => changeState(file, environment, change),
    subscribe(onChange) {
      const listener = () => onChange();
      fs.watchFile(file, { interval: intervalMs }, listener).unref();
      return () => fs.unwatchFile(file, listener);
    },
    writeHealth: async (snapshot) => writeSnapshot(dir, snapshot),
    readHealth: async (now = Date.now()) => readSnapshots(dir, now),
    holdLease: async () => true,
    close: async () => undefined,
  };
}

/**
 * The store the variables choose: PostgreSQL with DATABASE_URL (durable: the history is a record),
 * else Redis with REDIS_URL, else the folder. Commands fail within about two seconds when the server
 * is unreachable (the callers keep what they had, and say so), and the connections keep trying to
 * come back.
 */
export function deployStoreOf({
  file,
  environment,
  databaseUrl,
  redisUrl,
}: {
  file: string;
  environment: string;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
}): DeployStore {
  if (databaseUrl) return postgresDeployStore({ url: databaseUrl, environment });
  if (!redisUrl) return folderDeployStore({ file, environment });
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_500 });
  redis.on('error', () => undefined); // Each failed command says it where it matters (the log, /metrics).
  return redisDeployStore({ redis, environment });
}
