// @ts-check
const http = require('node:http');
const { paced } = require('./contact.cjs');

/**
 * A server that answers each request after `delayMs`; with `oneAtATime`, only one request is worked on at a time.
 * @param {number} delayMs
 */
async function slowServer(delayMs, oneAtATime = false) {
  let queue = Promise.resolve();
  const server = http.createServer((request, response) => {
    request.resume();
    const answer = () =>
      new Promise((resolve) =>
        setTimeout(() => {
          response.end('ok');
          resolve(undefined);
        }, delayMs),
      );
    if (oneAtATime) queue = queue.then(answer);
    else void answer();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

describe('paced (the contact bench at the budget rate)', () => {
  it('sends the offered number of requests and times each answer', async () => {
    const server = await slowServer(20);
    try {
      const result = await paced({ url: server.url, method: 'POST', body: 'a=1' }, { rate: 100, seconds: 0.5 });
      expect(result.totalRequests).toBe(50);
      expect(result.statuses).toEqual({ 200: 50 });
      expect(result.errors).toBe(0);
      expect(result.p50Ms).toBeGreaterThanOrEqual(19);
      // 50 answers over about half a second; a crowded machine may stretch it.
      expect(result.requestsPerSecond).toBeGreaterThan(30);
      expect(result.requestsPerSecond).toBeLessThanOrEqual(101);
    } finally {
      await server.close();
    }
  });

  it('counts the time a request waited behind slow answers (no coordinated omission)', async () => {
    // 20 answers a second at most, 50 offered: the tenth request is due at 180 ms and answered near 500 ms.
    const server = await slowServer(50, true);
    try {
      const result = await paced({ url: server.url }, { rate: 50, seconds: 0.4 });
      expect(result.totalRequests).toBe(20);
      expect(result.p99Ms).toBeGreaterThan(500);
      expect(result.requestsPerSecond).toBeLessThan(25);
    } finally {
      await server.close();
    }
  });
});
