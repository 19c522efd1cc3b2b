// @ts-check
/**
 * The embedded database's own thread (database.ts, `openDatabase({ worker: true })`): this worker owns
 * the PGlite instance, so PostgreSQL's WebAssembly runs here and the server's event loop never waits
 * on it (issue 24's bench: on one thread each enquiry's ~1.1 ms of CPU was HTTP and database in turn).
 * Plain JavaScript, so Node loads it as it is, under the server (tsx) and under jest alike.
 *
 * Messages in: { id, op: 'query', text, params, tx? } | { id, op: 'begin' } | { id, op: 'commit' | 'rollback', tx }
 * | { id, op: 'close' }. Out: { id, rows } | { id, tx } | { id, done: true } | { id, error: { message, code, ... } }.
 * A transaction holds PGlite's one connection from 'begin' to 'commit' or 'rollback': PGlite queues
 * every other query meanwhile, as it does on one thread.
 */
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

if (!parentPort) throw new Error('pglite-worker.cjs runs as a worker thread');
const port = parentPort;

/** What a PostgreSQL error carries that callers read (its SQLSTATE code above all), as a plain object. */
function plainError(/** @type {unknown} */ error) {
  const e = /** @type {Record<string, unknown>} */ (error ?? {});
  /** @type {Record<string, unknown>} */
  const plain = { message: error instanceof Error ? error.message : String(error) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity']) {
    if (typeof e[key] === 'string') plain[key] = e[key];
  }
  return plain;
}

/** A rollback asked for by the caller: ends the transaction's work without being an error to report. */
const ROLLBACK = Symbol('rollback');

async function main() {
  const db = await PGlite.create(workerData?.dataDir ?? undefined);
  /** @type {Map<number, { tx: { query: PGlite['query'] }, finish: (commit: boolean) => void, ended: Promise<void> }>} */
  const transactions = new Map();
  let nextTx = 1;

  /** @param {any} message */
  const handle = async (message) => {
    switch (message.op) {
      case 'query': {
        const runner = message.tx ? transactions.get(message.tx)?.tx : db;
        if (!runner) throw new Error('no such transaction');
        return { rows: (await runner.query(message.text, message.params ?? [])).rows };
      }
      case 'begin': {
        const txId = nextTx++;
        return await new Promise((resolveBegin, rejectBegin) => {
          const ended = db
            .transaction(
              (tx) =>
                new Promise((resolveWork, rejectWork) => {
                  transactions.set(txId, {
                    tx,
                    ended,
                    finish: (commit) => (commit ? resolveWork(undefined) : rejectWork(ROLLBACK)),
                  });
                  resolveBegin({ tx: txId });
                }),
            )
            .then(
              () => undefined,
              (error) => {
                if (error !== ROLLBACK) throw error;
              },
            )
            .finally(() => transactions.delete(txId));
          // BEGIN itself failed: the caller is told; otherwise 'commit'/'rollback' report how it ended.
          ended.catch(rejectBegin);
        });
      }
      case 'commit':
      case 'rollback': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error('no such transaction');
        open.finish(message.op === 'commit');
        await open.ended;
        return { done: true };
      }
      case 'close':
        await db.close();
        return { done: true };
      default:
        throw new Error(`unknown operation ${String(message.op)}`);
    }
  };

  port.on('message', (/** @type {any} */ message) => {
    handle(message).then(
      (answer) => port.postMessage({ id: message.id, ...answer }),
      (error) => port.postMessage({ id: message.id, error: plainError(error) }),
    );
  });
  port.postMessage({ ready: true });
}

main().catch((error) => {
  port.postMessage({ ready: false, error: plainError(error) });
});
