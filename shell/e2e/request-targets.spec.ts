import { expect, test } from '@playwright/test';
import { siteComposed } from 'shared/e2e';
import { bestBrotli } from './fixtures';

/**
 * One canonical address per page on the real site (shell/src/server/request-target.ts): odd spellings
 * move to it, unknown parameters and unknown paths cost a cached page, other hosts are refused, and
 * HTTP validators and HEAD follow the RFC.
 */
test.describe('request targets', () => {
  // Until the shell has read every remote's pages.json, a path it cannot place yet is rendered as it
  // came (it may be a page of a remote not read yet): wait, as a visitor arriving a moment later would.
  test.beforeAll(async ({ request }) => siteComposed(request));

  test('letter-case variants, trailing slashes and // paths move to the page’s own path', async ({ request }) => {
    const moves: readonly (readonly [string, string])[] = [
      ['/About', '/about'],
      ['/NEWS/1', '/news/1'],
      ['/services/', '/services'],
      ['/news//1', '/news/1'],
      ['/News?q=robot&utm_source=mail', '/news?q=robot'],
    ];
    for (const [from, to] of moves) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([from, response.status(), response.headers().location]).toEqual([from, 301, to]);
    }
  });

  test('unknown parameters and unknown paths are answered from the cache after the first', async ({ request }) => {
    await request.get('/about');
    const tagged = await request.get(`/about?utm_source=newsletter&x=${Date.now()}`);
    expect(tagged.status()).toBe(200);
    expect(tagged.headers()['server-timing']).toBe('cache;desc=hit');
    expect(await tagged.text()).toContain('<link rel="canonical" href="http://localhost');
    await request.get('/no-such-page-a');
    const unknown = await request.get(`/no-such-page-${Date.now()}`);
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['server-timing']).toBe('cache;desc=hit');
    expect(await unknown.text()).toContain('Page Not Found');
  });

  test('a list’s declared parameters are rendered by the server', async ({ request }) => {
    const html = await (await request.get('/news?q=zzzz-no-such-news&utm_source=x')).text();
    const plain = await (await request.get('/news')).text();
    expect(html).not.toBe(plain);
  });

  test('each encoding has its own ETag; a 404 is never answered 304; HEAD is GET without a body', async ({ request }) => {
    const br = await bestBrotli(request, '/about');
    const gzip = await request.get('/about', { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers().etag).not.toBe(gzip.headers().etag);
    expect(await br.text()).toBe(await gzip.text());
    expect(br.headers().vary).toBe('Accept-Encoding');
    const same = await request.get('/about', { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers().etag ?? '' } });
    expect(same.status()).toBe(304);
    const other = await request.get('/about', { headers: { 'accept-encoding': 'br', 'if-none-match': gzip.headers().etag ?? '' } });
    expect(other.status()).toBe(200);
    expect((await request.get('/no-such-page', { headers: { 'if-none-match': '*' } })).status()).toBe(404);
    const head = await request.head('/about', { headers: { 'accept-encoding': 'br' } });
    expect(head.status()).toBe(200);
    expect(head.headers().etag).toBe(br.headers().etag);
    expect(head.headers()['content-type']).toBe(br.headers()['content-type']);
    expect((await head.body()).length).toBe(0);
  });

  test('a sitemap made with every remote up may be kept by a CDN', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300');
  });
});
