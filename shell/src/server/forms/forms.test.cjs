/** @jest-environment node */
// @ts-check
jest.setTimeout(60_000);
/**
 * The visitor forms' route on the shell's server (forms.cjs), run as deployed: its own process, a
 * contact server stand-in on another port that records what it was sent.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { startNode } = require('shared/test-server');
const { siteFolders } = require('../testing/site.cjs');

/** The shell's server as built (npm run build): one Node program. */
const SERVE = path.join(__dirname, '..', '..', '..', 'dist-server', 'server.js');

/** @type {{ url: string, body: string, headers: http.IncomingHttpHeaders }[]} */
const received = [];
/** What the stand-in answers next: status and JSON. */
let next = {
  status: 200,
  json: /** @type {unknown} */ ({ ok: true, message: 'Your message has been sent! We will get back to you soon.' }),
};

/** What the stand-in answers to a token request next. */
let tokenNext = { status: 200, text: JSON.stringify({ token: '1700000000000.abc.sig' }) };

const contact = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push({ url: request.url ?? '', body, headers: request.headers });
    if (request.method === 'GET') {
      response.writeHead(tokenNext.status, { 'content-type': 'application/json' }).end(tokenNext.text);
      return;
    }
    response.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.json));
  });
});

/** @type {Awaited<ReturnType<typeof startNode>>} */
let shell;

beforeAll(async () => {
  await new Promise((resolve) => contact.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (contact.address());
  const { shell: dist, remotes } = siteFolders('shell-forms-');
  fs.writeFileSync(path.join(remotes, 'pages.json'), JSON.stringify({ contract: 1, remote: 'mf_contact', pages: [] }));
  const manifest = 'http://127.0.0.1:9/mf-manifest.json';
  shell = await startNode(SERVE, {
    args: ['--dir', dist],
    env: {
      MF_CONTENT_URL: manifest,
      MF_CHAT_URL: manifest,
      MF_MAZE_URL: manifest,
      MF_CONTACT_URL: manifest,
      CONTACT_ENDPOINT: `http://127.0.0.1:${address.port}`,
    },
  });
});
afterAll(async () => {
  await shell?.stop();
  contact.close();
});

/** @param {string} name @param {string} body @param {Record<string, string>} [headers] */
const post = (name, body, headers = {}) =>
  fetch(`${shell.origin}/forms/${name}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    redirect: 'manual',
  });

const FIELDS = 'back=%2Fcontact&name=Asha+Rao&email=asha%40example.org&message=Hello+%3Cscript%3Ealert(1)%3C%2Fscript%3E';

it('forwards the body as it came, with the client address, and hands a script the JSON reply', async () => {
  const response = await post('contact', FIELDS, { accept: 'application/json' });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ ok: true, message: 'Your message has been sent! We will get back to you soon.' });
  const last = received.at(-1);
  expect(last?.url).toBe('/forms/contact');
  expect(last?.body).toBe(FIELDS);
  expect(last?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
});

it('answers a script-free post with the page it came from, the message and what was typed, never in the URL', async () => {
  next = { status: 400, json: { ok: false, message: 'Please fill out all required fields.' } };
  const response = await post('contact', FIELDS);
  expect(response.status).toBe(400);
  expect(response.headers.get('location')).toBeNull();
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  const seed = JSON.parse(/<script[^>]*id="?site-seed"?[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
  expect(seed.formOutcome).toEqual({
    form: 'contact',
    ok: false,
    message: 'Please fill out all required fields.',
    values: { name: 'Asha Rao', email: 'asha@example.org', message: 'Hello <script>alert(1)</script>' },
  });
  // The browser shows the page's own address, not /forms/contact (bootstrap.tsx replaces it).
  expect(seed.formPage).toBe('/contact');
  // The typed script stays text inside the JSON element.
  expect(html).not.toContain('<script>alert(1)');
});

it('keeps the text and says so plainly when the contact server is down, in the language of the form', async () => {
  next = { status: 200, json: 'not a reply' };
  const response = await post('newsletter', 'back=%2Fnews%2F1&email=a%40example.org', { accept: 'application/json' });
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ ok: false, message: expect.stringContaining('Nothing was lost') });
  const hindi = await post('newsletter', 'back=%2Fhi%2Fnews%2F1&email=a%40example.org&locale=hi', { accept: 'application/json' });
  expect([hindi.status, await hindi.json()]).toEqual([
    503,
    { ok: false, message: 'हम इसे अभी नहीं भेज सके। कुछ भी खोया नहीं है: कृपया एक मिनट बाद फिर से कोशिश करें।' },
  ]);
});

it('says it on the page in the language of the page a script-free form came from', async () => {
  next = { status: 200, json: 'not a reply' };
  const response = await post('contact', 'back=%2Fgu%2Fcontact&name=Gita&email=g%40example.org&message=Hi&locale=gu');
  expect(response.status).toBe(503);
  const seed = JSON.parse(/<script[^>]*id="?site-seed"?[^>]*>([^<]*)<\/script>/.exec(await response.text())?.[1] ?? '{}');
  expect(seed.formOutcome).toEqual({
    form: 'contact',
    ok: false,
    message: 'અમે હમણાં આ મોકલી શક્યા નહીં. કંઈ ખોવાયું નથી: કૃપા કરીને એક મિનિટ પછી ફરી પ્રયાસ કરો.',
    values: { name: 'Gita', email: 'g@example.org', message: 'Hi', locale: 'gu' },
  });
});

it('refuses unknown forms and lands a foreign back address on the home page', async () => {
  expect((await post('orders', FIELDS)).status).toBe(404);
  next = { status: 200, json: { ok: true, message: 'Thank you for subscribing to our newsletter!' } };
  const response = await post('newsletter', 'back=%2F%2Fevil.example%2F&email=a%40example.org');
  expect(response.headers.get('location')).toBeNull();
  const html = await response.text();
  expect(html).toContain('Thank you for subscribing');
  expect(html).not.toContain('evil.example');
});

describe('bodies the site cannot take (issue 38): the page, with what to do, never bare text', () => {
  /** @param {Response} response */
  const outcomeOf = async (response) =>
    JSON.parse(/<script[^>]*id="?site-seed"?[^>]*>([^<]*)<\/script>/.exec(await response.text())?.[1] ?? '{}').formOutcome;

  it('forwards the longest message the form allows in Gujarati (about 9 bytes a character form-encoded)', async () => {
    next = { status: 200, json: { ok: true, message: 'Your message has been sent! We will get back to you soon.' } };
    const message = 'ગુજરાતી ભાષામાં સંદેશ '.repeat(300).slice(0, 5000);
    const body = new URLSearchParams({ back: '/contact', name: 'ગીતા પટેલ', email: 'gita@example.org', message }).toString();
    expect(Buffer.byteLength(body)).toBeGreaterThan(32 * 1024);
    const response = await post('contact', body);
    expect(response.status).toBe(200);
    expect(received.at(-1)?.body).toBe(body);
  });

  it('answers a body over the limit with the page it came from, what was typed, and the message to shorten it', async () => {
    const before = received.length;
    const message = 'x'.repeat(70 * 1024);
    const body = `back=%2Fcontact&name=A&email=a%40example.org&message=${message}`;
    const response = await post('contact', body, { referer: `${shell.origin}/contact` });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await outcomeOf(response)).toEqual({
      form: 'contact',
      ok: false,
      message: 'This form is larger than we accept (64 KiB). Please shorten your message.',
      values: { name: 'A', email: 'a@example.org', message },
    });
    // In Hindi, 8,000 letters pasted into the message (about 70 KiB form-encoded): the same, in Hindi.
    const hindi = new URLSearchParams({
      back: '/hi/contact',
      name: 'आशा',
      email: 'a@example.org',
      message: 'नमस्ते '.repeat(1334),
      locale: 'hi',
    });
    const inHindi = await outcomeOf(await post('contact', hindi.toString()));
    expect(inHindi.message).toBe('यह फ़ॉर्म हमारी स्वीकार-सीमा (64 KiB) से बड़ा है। कृपया अपना संदेश छोटा करें।');
    expect(inHindi.values.message).toBe(hindi.get('message'));
    expect(received.length).toBe(before);
  });

  it('answers a body past what it reads (256 KiB) on the page, in the language of the page it came from', async () => {
    const before = received.length;
    const body = `back=%2Fgu%2Fcontact&name=A&email=a%40example.org&message=${'x'.repeat(256 * 1024)}`;
    const response = await post('contact', body, { referer: `${shell.origin}/gu/contact` });
    expect(response.status).toBe(413);
    expect(await outcomeOf(response)).toEqual({
      form: 'contact',
      ok: false,
      message: 'આ ફોર્મ અમે સ્વીકારીએ છીએ તેના કરતાં મોટું છે (64 KiB). કૃપા કરીને તમારો સંદેશ ટૂંકો કરો.',
      values: {},
    });
    expect(received.length).toBe(before);
  });

  it('refuses a text/plain body without forwarding it, on the page, as it refuses any unreadable form', async () => {
    const before = received.length;
    const response = await post('waitlist', 'back=/waitlist&name=A&email=a@example.org', {
      'content-type': 'text/plain',
      referer: `${shell.origin}/waitlist`,
    });
    expect(response.status).toBe(400);
    expect((await outcomeOf(response))?.message).toBe('This form could not be read. Please reload the page and try again.');
    const fromHindi = await post('waitlist', 'back=/hi/waitlist&name=A', {
      'content-type': 'text/plain',
      referer: `${shell.origin}/hi/waitlist`,
    });
    expect((await outcomeOf(fromHindi))?.message).toBe('यह फ़ॉर्म पढ़ा नहीं जा सका। कृपया पेज दोबारा लोड करें और फिर से कोशिश करें।');
    const json = await post('waitlist', 'name=A', { 'content-type': 'text/plain', accept: 'application/json' });
    expect([json.status, await json.json()]).toEqual([
      400,
      { ok: false, message: 'This form could not be read. Please reload the page and try again.' },
    ]);
    expect(received.length).toBe(before);
  });
});

describe('the form time token (GET /forms/token)', () => {
  it("hands a script the contact server's token, never cached, with the client's address forwarded", async () => {
    tokenNext = { status: 200, text: JSON.stringify({ token: '1700000000000.abc.sig' }) };
    const response = await fetch(`${shell.origin}/forms/token`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ token: '1700000000000.abc.sig' });
    const last = received.at(-1);
    expect(last?.url).toBe('/forms/token');
    expect(last?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });

  it('says there is no token when the contact server limits, fails or answers nonsense', async () => {
    const cases = [
      [{ status: 429, text: JSON.stringify({ ok: false, message: 'slow down' }) }, 429],
      [{ status: 500, text: 'oops' }, 503],
      [{ status: 200, text: JSON.stringify({ token: 'x'.repeat(5000) }) }, 503],
      [{ status: 200, text: JSON.stringify({ token: 42 }) }, 503],
    ];
    for (const [answer, status] of cases) {
      tokenNext = /** @type {typeof tokenNext} */ (answer);
      const response = await fetch(`${shell.origin}/forms/token`);
      expect([answer, response.status, await response.json()]).toEqual([answer, status, { token: null }]);
    }
  });
});
