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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir ?? null);
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
