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

/** For the worker thread: where its restarts are logged, and each new thread (tests end one). */
export interface ThreadHooks {
  readonly log?: (line: string) => void;
  readonly onThread?: (worker: Worker) => void;
}

export async function openDatabase(options: DatabaseOptions, hooks: ThreadHooks = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return options.worker ? openPgliteWorker(options.dataDir ?? null, hooks) : openPglite(options.dataDir ?? null);
}

/** A PostgreSQL error as the worker sent it (message, SQLSTATE code, ...), as an Error again. */
const errorOf = (plain: Record<string, unknown>): Error => Object.assign(new Error(String(plain.message)), plain);

/** Waits before starting the database thread again: at once, then backing off to 5 s between tries. */
export const THREAD_RESTART_DELAYS_MS = [0, 250, 1000, 5000] as const;
const restartDelay = (attempt: number) => THREAD_RESTART_DELAYS_MS[Math.min(attempt, THREAD_RESTART_DELAYS_MS.length - 1)]!;

/** A thread running pglite-worker.cjs, resolved once PGlite in it has opened the data folder. */
function startThread(dataDir: string | null): Promise<Worker> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'), { workerData: { dataDir } });
  return new Promise<Worker>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
      if (message.ready === undefined) return;
      worker.off('message', onMessage);
      if (message.ready) resolve(worker);
      else void worker.terminate().finally(() => reject(errorOf(message.error ?? { message: 'PGlite did not start' })));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the database thread ended while starting (exit ${code})`)));
  });
}

async function openPgliteWorker(dataDir: string | null, hooks: ThreadHooks): Promise<Database> {
  const { log = console.error, onThread } = hooks;
  const pending = new Map<number, { resolve: (answer: Record<string, unknown>) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closing = false;
  /** The live thread, or null while it is being started again (calls then fail at once: never hang). */
  let thread: Worker | null = null;
  let lost: Error = new Error('the database thread is starting again');

  const attach = (worker: Worker) => {
    thread = worker;
    onThread?.(worker);
    worker.on('message', (message: { id?: number; error?: Record<string, unknown> } & Record<string, unknown>) => {
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      pending.delete(message.id);
      if (message.error) waiting.reject(errorOf(message.error));
      else waiting.resolve(message);
    });
    // An uncaught error in the thread is followed by its exit, handled there.
    worker.on('error', () => undefined);
    worker.once('exit', (code) => {
      thread = null;
      lost = new Error(`the database thread ended (exit ${code})`);
      for (const { reject } of pending.values()) reject(lost);
      pending.clear();
      if (closing) return;
      // A crash inside PGlite must not leave the server answering 503 until someone restarts it: what
      // was waiting fails (those visitors are told it was not sent and keep their text), and a new
      // thread opens the same data folder, which the ended one no longer holds.
      log(`[contact] the database thread ended (exit ${code}); starting it again`);
      void restart();
    });
  };
  const restart = async () => {
    for (let attempt = 0; !closing; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, restartDelay(attempt)));
      if (closing) return;
      try {
        const worker = await startThread(dataDir);
        if (closing) return void worker.terminate();
        attach(worker);
        log('[contact] the database thread is running again');
        return;
      } catch (error) {
        log(`[contact] the database thread did not start again (${(error as Error).message}); trying again`);
      }
    }
  };

  attach(await startThread(dataDir));
  const call = (message: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (!thread) return reject(lost);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      thread.postMessage({ ...message, id });
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
      closing = true;
      await thread?.terminate();
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
