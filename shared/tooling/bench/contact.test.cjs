// @ts-check
const http = require('node:http');
const { medianAndP99, measureStaffPages, paced, registration } = require('./contact.cjs');

/**
 * A server that answers each request after `delayMs`; with `oneAtATime`, only one request is worked on at a time.
 * @param {number} delayMs
 */
async function slowServer(delayMs, oneAtATime = false, bodies = /** @type {string[]} */ ([])) {
  let queue = Promise.resolve();
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => bodies.push(body));
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

describe('registration (the bodies of the registration figure)', () => {
  it('is a new parent, child, phone and e-mail for every request, so none is taken for a repeat', async () => {
    const bodies = /** @type {string[]} */ ([]);
    const server = await slowServer(1, false, bodies);
    try {
      await paced({ url: server.url, method: 'POST', body: (n) => registration(n) }, { rate: 100, seconds: 0.3 });
    } finally {
      await server.close();
    }
    expect(bodies).toHaveLength(30);
    const forms = bodies.map((body) => new URLSearchParams(body));
    for (const field of ['childName', 'parentName', 'phone', 'email']) {
      expect(new Set(forms.map((form) => form.get(field))).size).toBe(30);
    }
    for (const form of forms) {
      expect(form.get('phone')).toMatch(/^\+91 [6-9]\d{9}$/);
      expect(form.get('consent')).toBe('yes');
      expect(form.get('course')).toBe('iot');
    }
  });

  it('starts next month in India, where the month may already have turned', () => {
    const startOf = (/** @type {string} */ iso) => new URLSearchParams(registration(1, new Date(iso))).get('startMonth');
    expect(startOf('2026-11-30T18:00:00Z')).toBe('2026-12');
    // 00:30 on 1 December in Ahmedabad: the form offers January first.
    expect(startOf('2026-11-30T19:00:00Z')).toBe('2027-01');
    expect(startOf('2026-12-15T12:00:00Z')).toBe('2027-01');
  });
});

describe('medianAndP99 (the staff pages figure)', () => {
  it('takes the nearest-rank median and p99 of thirty times, whatever their order', () => {
    const times = Array.from({ length: 30 }, (_, n) => (n * 7) % 30).map((n) => n + 1.234);
    // 1.234 … 30.234: the 15th is the median, the 30th the p99 (30 × 0.99 rounds up to the last).
    expect(medianAndP99(times)).toEqual({ medianMs: 15.23, p99Ms: 30.23, maxMs: 30.23 });
    expect(medianAndP99([4, 1, 100, 2])).toEqual({ medianMs: 2, p99Ms: 100, maxMs: 100 });
  });
});

describe('measureStaffPages', () => {
  it('refuses a count of requests that would time nothing, before it starts anything', async () => {
    for (const requests of [0, Number.NaN, 2.5]) {
      await expect(measureStaffPages('/nowhere', { requests })).rejects.toThrow('requests must be a whole number of 1 or more');
    }
  });
});
