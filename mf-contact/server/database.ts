import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The contact server's database: PostgreSQL either way. Embedded PGlite (PostgreSQL compiled to
 * WebAssembly) keeps its files in a data folder, so `npm start` needs nothing else; DATABASE_URL
 * points one or several contact servers at a PostgreSQL server instead. The rest of the server sees
 * only this interface, so the same SQL and the same tests run against both.
 */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a PostgreSQL server; when absent, PGlite. */
  readonly url?: string | null;
  /** PGlite's data folder; when absent too, an in-memory database (tests). */
  readonly dataDir?: string | null;
  /** Connections to a PostgreSQL server. */
  readonly poolSize?: number;
  /**
   * PGlite in a worker thread of its own (pglite-worker.cjs) rather than on the server's thread: its
   * WebAssembly PostgreSQL then never holds up the event loop, and the two use both cores. The server
   * runs it so; in-thread stays for tests that need no second thread.
   */
  readonly worker?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return options.worker ? openPgliteWorker(options.dataDir ?? null) : openPglite(options.dataDir ?? null);
}

/** A PostgreSQL error as the worker sent it (message, SQLSTATE code, ...), as an Error again. */
const errorOf = (plain: Record<string, unknown>): Error => Object.assign(new Error(String(plain.message)), plain);

async function openPgliteWorker(dataDir: string | null): Promise<Database> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (answer: Record<string, unknown>) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
      if (message.ready === undefined) return;
      worker.off('message', onMessage);
      if (message.ready) resolve();
      else reject(errorOf(message.error ?? { message: 'PGlite did not start' }));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  worker.on('message', (message: { id?: number; error?: Record<string, unknown> } & Record<string, unknown>) => {
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(errorOf(message.error));
    else waiting.resolve(message);
  });
  // The database thread gone (a crash inside it) fails what waits and everything after: the server's
  // health check then answers 503 and each form says it was not sent.
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the database thread ended (exit ${code})`)));
  const call = (message: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  const sql = (tx?: number): Sql => ({
    query: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await call({ op: 'query', text, params: [...params], tx })).rows as Row[],
  });
  return {
    kind: 'pglite',
    ...sql(),
    transaction: async (work) => {
      const { tx } = (await call({ op: 'begin' })) as { tx: number };
      let result;
      try {
        result = await work(sql(tx));
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    close: async () => {
      await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const db = await PGlite.create(dataDir ?? undefined);
  const sql = (runner: Pick<PGlite, 'query'>): Sql => ({
    query: async <Row>(text: string, params: readonly unknown[] = []) => (await runner.query<Row>(text, [...params])).rows,
  });
  return {
    kind: 'pglite',
    ...sql(db),
    // PGlite has one connection and queues its callers, so a transaction is never interleaved.
    transaction: (work) => db.transaction((tx) => work(sql(tx))),
    close: () => db.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle connection the server drops (a restart) must not end the process; the next query reconnects.
  pool.on('error', () => undefined);
  const sql = (runner: pg.Pool | pg.PoolClient): Sql => ({
    query: async <Row>(text: string, params: readonly unknown[] = []) => (await runner.query(text, [...params])).rows as Row[],
  });
  return {
    kind: 'postgres',
    ...sql(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(sql(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
