import pg from 'pg';
import { emptyDeployState, parseDeployState, type DeployState, type ParseResult } from 'shared/contracts';
import { SNAPSHOT_MAX_AGE_MS, type HealthSnapshot } from './health';
import type { DeployStore } from './deploy-store';

/**
 * The deploy state in PostgreSQL (decision 056), in three tables of its own (made on first use):
 *   deploy_state   one row per environment: the version map with its history (the folder's document)
 *   deploy_health  one row per environment and shell server: its counts (a snapshot, decision 036)
 *   deploy_lease   one row per environment: which server decides the automatic rollback, until when
 * A change locks the environment's row (SELECT … FOR UPDATE) and sends NOTIFY deploy_changed with the
 * environment's name, which PostgreSQL delivers to every listening shell server when it commits.
 */

const CHANNEL = 'deploy_changed';
/** One implicit transaction under an advisory lock: servers starting together never race to create a table. */
const SCHEMA = `SELECT pg_advisory_xact_lock(560560);
CREATE TABLE IF NOT EXISTS deploy_state (environment text PRIMARY KEY, state jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS deploy_health (environment text NOT NULL, server text NOT NULL, at timestamptz NOT NULL, snapshot jsonb NOT NULL,
  PRIMARY KEY (environment, server));
CREATE TABLE IF NOT EXISTS deploy_lease (environment text PRIMARY KEY, holder text NOT NULL, until timestamptz NOT NULL);`;
/** Takes the lease if free or lapsed, extends it if the holder's; a row back when held (PostgreSQL's clock: no skew between servers). */
const HOLD = `INSERT INTO deploy_lease (environment, holder, until) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
ON CONFLICT (environment) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
WHERE deploy_lease.holder = EXCLUDED.holder OR deploy_lease.until < now() RETURNING holder`;

/** How long a listener waits before connecting again after losing its connection. */
const RELISTEN_MS = 1000;

export function postgresDeployStore({ url, environment }: { url: string; environment: string }): DeployStore {
  const where = `postgres deploy_state ${environment}`;
  const pool = new pg.Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 2_000, query_timeout: 2_000 });
  pool.on('error', () => undefined); // A dropped idle connection: the next query reconnects.
  let schema: Promise<unknown> | null = null;
  const ready = () =>
    (schema ??= pool.query(SCHEMA).catch((error: Error) => {
      schema = null; // Unreachable now: try again next time.
      throw error;
    }));
  const query = async (text: string, params: unknown[] = []) => (await ready(), pool.query(text, params));

  const parse = (state: unknown): ParseResult<DeployState> =>
    state === undefined ? { ok: true, value: emptyDeployState(environment) } : parseDeployState(state, where);

  const listeners = new Set<() => void>();
  let listener: pg.Client | null = null;
  let closed = false;
  let relisten: NodeJS.Timeout | null = null;
  async function listen(): Promise<void> {
    if (closed || listener) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    listener = client;
    const again = () => {
      if (listener !== client) return;
      listener = null;
      void client.end().catch(() => undefined);
      if (!closed) (relisten = setTimeout(() => void listen(), RELISTEN_MS)).unref();
    };
    client.on('error', again);
    client.on('end', again);
    client.on('notification', ({ payload }) => payload === environment && listeners.forEach((one) => one()));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      // Listening (again): a change may have been made while this server was not.
      listeners.forEach((one) => one());
    } catch {
      again();
    }
  }

  return {
    where,
    kind: 'postgres',
    environment,
    read: async () => parse((await query('SELECT state FROM deploy_state WHERE environment = $1', [environment])).rows[0]?.state),
    async change(change) {
      await ready();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`INSERT INTO deploy_state (environment, state) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          environment,
          JSON.stringify(emptyDeployState(environment)),
        ]);
        const { rows } = await client.query('SELECT state FROM deploy_state WHERE environment = $1 FOR UPDATE', [environment]);
        const current = parse(rows[0]?.state);
        const next = current.ok ? change(current.value) : current;
        if (!next.ok) {
          await client.query('ROLLBACK');
          return next;
        }
        await client.query('UPDATE deploy_state SET state = $2 WHERE environment = $1', [environment, JSON.stringify(next.value)]);
        await client.query('SELECT pg_notify($1, $2)', [CHANNEL, environment]);
        await client.query('COMMIT');
        return next;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    subscribe(onChange) {
      listeners.add(onChange);
      void listen();
      return () => listeners.delete(onChange);
    },
    async writeHealth(snapshot) {
      await query(
        `INSERT INTO deploy_health (environment, server, at, snapshot) VALUES ($1, $2, $3, $4)
         ON CONFLICT (environment, server) DO UPDATE SET at = EXCLUDED.at, snapshot = EXCLUDED.snapshot`,
        [environment, snapshot.server, snapshot.at, JSON.stringify(snapshot)],
      );
    },
    async readHealth(now = Date.now()) {
      const since = new Date(now - SNAPSHOT_MAX_AGE_MS).toISOString();
      await query('DELETE FROM deploy_health WHERE environment = $1 AND at < $2', [environment, since]);
      const { rows } = await query('SELECT snapshot FROM deploy_health WHERE environment = $1 AND at >= $2', [environment, since]);
      return rows.map((row: { snapshot: HealthSnapshot }) => row.snapshot);
    },
    holdLease: (holder, ms) =>
      query(HOLD, [environment, holder, ms]).then(
        ({ rows }) => rows.length === 1,
        () => false,
      ),
    async close() {
      closed = true;
      listeners.clear();
      if (relisten) clearTimeout(relisten);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
