import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { emptyDeployState, parseDeployState, type DeployState, type ParseResult } from 'shared/contracts';
import { SNAPSHOT_MAX_AGE_MS, type HealthSnapshot } from './health';
import type { DeployStore } from './deploy-store';

/**
 * The deploy state in Redis (decision 056), under `deploy:<env>:`:
 *   state    the version map with its history, as one JSON value (the same document as the folder's file)
 *   lock     held while a change reads and writes the state (30 s at most: a crashed writer's expires)
 *   changed  the channel every change is published on: each shell server re-reads at once
 *   health   a hash, one field per shell server: its counts (a snapshot, decision 036)
 *   judge    the lease of the one server that decides the automatic rollback
 */

const LOCK_MS = 30_000;

/** Deletes KEYS[1] only if it still holds ARGV[1] (a lock or lease never freed by another). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/** Takes KEYS[1] for ARGV[1] for ARGV[2] ms if free, or extends it if ARGV[1] holds it; 1 if held. */
const HOLD = `local v = redis.call('GET', KEYS[1])
if v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function redisDeployStore({
  redis,
  environment,
  prefix = 'deploy:',
}: {
  /** The store's connection (commands); a second one is made from it for the notifications. */
  redis: Redis;
  environment: string;
  prefix?: string;
}): DeployStore {
  const key = (name: string) => `${prefix}${environment}:${name}`;
  const where = `redis ${key('state')}`;
  let subscriber: Redis | null = null;
  const listeners = new Set<() => void>();

  async function read(): Promise<ParseResult<DeployState>> {
    const text = await redis.get(key('state'));
    if (text === null) return { ok: true, value: emptyDeployState(environment) };
    try {
      return parseDeployState(JSON.parse(text), where);
    } catch (error) {
      return { ok: false, error: `${where}: not JSON (${(error as Error).message}).` };
    }
  }

  function subscribe(onChange: () => void): () => void {
    listeners.add(onChange);
    if (!subscriber) {
      const channel = key('changed');
      subscriber = redis.duplicate();
      subscriber.on('error', () => undefined); // The reader's re-read says the store is down.
      subscriber.on('message', (from: string) => from === channel && listeners.forEach((listener) => listener()));
      // Back after an outage: a change may have been published meanwhile.
      subscriber.on('ready', () => listeners.forEach((listener) => listener()));
      subscriber.subscribe(channel).catch(() => undefined);
    }
    return () => listeners.delete(onChange);
  }

  return {
    where,
    kind: 'redis',
    environment,
    read,
    async change(change) {
      const lock = key('lock');
      const token = randomBytes(9).toString('hex');
      for (let tries = 0; (await redis.set(lock, token, 'PX', LOCK_MS, 'NX')) !== 'OK'; tries++) {
        if (tries > 100) return { ok: false, error: `${key('lock')} is held by another change: try again.` };
        await sleep(50);
      }
      try {
        const current = await read();
        if (!current.ok) return current;
        const next = change(current.value);
        if (next.ok) await redis.multi().set(key('state'), JSON.stringify(next.value)).publish(key('changed'), '1').exec();
        return next;
      } finally {
        await redis.eval(RELEASE, 1, lock, token).catch(() => undefined);
      }
    },
    subscribe,
    async writeHealth(snapshot) {
      await redis.hset(key('health'), snapshot.server, JSON.stringify(snapshot));
    },
    async readHealth(now = Date.now()) {
      const all = await redis.hgetall(key('health'));
      const stale: string[] = [];
      const fresh = Object.entries(all).flatMap(([server, text]) => {
        try {
          const snapshot = JSON.parse(text) as HealthSnapshot;
          if (typeof snapshot.remotes === 'object' && now - Date.parse(snapshot.at) <= SNAPSHOT_MAX_AGE_MS) return [snapshot];
        } catch {
          // Not a snapshot: dropped below.
        }
        stale.push(server);
        return [];
      });
      if (stale.length > 0) await redis.hdel(key('health'), ...stale);
      return fresh;
    },
    holdLease: (holder, ms) =>
      redis.eval(HOLD, 1, key('judge'), holder, String(ms)).then(
        (held) => held === 1,
        () => false,
      ),
    async close() {
      listeners.clear();
      subscriber?.disconnect();
      subscriber = null;
      // Quit lets the commands sent finish; a connection not up (reconnecting) is just stopped.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
