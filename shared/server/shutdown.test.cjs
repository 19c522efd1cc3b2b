/** @jest-environment node */
// @ts-check
/**
 * Leaving without failing anyone (shutdown.cjs): a request in flight when the server is told to leave
 * is answered, a new connection is refused, what the server holds is closed after, in order, and the
 * process exits 0; a request past the bound is cut off and the exit code says so.
 */
const Fastify = require('fastify');
const { leaveOnSignal } = require('./shutdown.cjs');

/** A server whose GET /slow answers when the test lets it; resolves with its origin once listening. */
async function slowServer() {
  const app = Fastify();
  /** @type {() => void} */
  let letGo = () => undefined;
  let arrived = false;
  const held = new Promise((resolve) => (letGo = () => resolve(undefined)));
  app.get('/slow', async () => {
    arrived = true;
    await held;
    return 'done';
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return { app, origin: `http://127.0.0.1:${address.port}`, letGo, arrived: () => arrived };
}

const quiet = () => ({ log: jest.fn(), error: jest.fn() });

/** @param {() => boolean} check */
async function until(check, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

it('answers the request in flight, refuses new connections, then closes what it holds in order and exits 0', async () => {
  const server = await slowServer();
  const exit = jest.fn();
  /** @type {string[]} */
  const closed = [];
  const leave = leaveOnSignal(server.app, {
    name: 'test server',
    signals: [],
    exit,
    log: quiet(),
    release: [() => closed.push('database'), async () => closed.push('redis')],
  });
  const inFlight = fetch(`${server.origin}/slow`).then(async (response) => [response.status, await response.text()]);
  await until(server.arrived);
  const leaving = leave('SIGTERM');
  // Not taking new connections any more.
  await until(() => !server.app.server.listening);
  await expect(fetch(`${server.origin}/slow`, { headers: { connection: 'close' } })).rejects.toThrow();
  expect(closed).toEqual([]);
  server.letGo();
  expect(await inFlight).toEqual([200, 'done']);
  expect(await leaving).toBe(0);
  expect(closed).toEqual(['database', 'redis']);
  expect(exit).toHaveBeenCalledWith(0);
  // A second signal does not leave twice.
  expect(await leave('SIGTERM')).toBe(0);
  expect(exit).toHaveBeenCalledTimes(1);
});

it('cuts off a request past the bound, still closes what it holds, and exits 1 saying why', async () => {
  const server = await slowServer();
  const exit = jest.fn();
  const log = quiet();
  const released = jest.fn();
  const leave = leaveOnSignal(server.app, { name: 'test server', signals: [], exit, log, graceMs: 200, release: [released] });
  const inFlight = fetch(`${server.origin}/slow`).then(
    (response) => response.status,
    () => 0,
  );
  await until(server.arrived);
  expect(await leave('SIGTERM')).toBe(1);
  expect(await inFlight).toBe(0);
  expect(released).toHaveBeenCalledTimes(1);
  expect(exit).toHaveBeenCalledWith(1);
  expect(log.error).toHaveBeenCalledWith('test server: requests still in flight after 0.2 s were cut off');
  server.letGo();
});
