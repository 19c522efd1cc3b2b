import zlib from 'node:zlib';
import { pageResponse } from './page-answers';
import type { PageAnswer } from './renderer';

const page = (over: Partial<{ status: 200 | 404; renderMs: number | null; published: boolean; html: string }> = {}): PageAnswer => ({
  kind: 'page',
  status: 200,
  html: '<!doctype html><title>x</title>',
  etag: '"abc"',
  renderMs: null,
  complete: true,
  ...over,
});

describe('pageResponse', () => {
  it('gives each encoding its own validator, and varies by Accept-Encoding', () => {
    const answer = page();
    const br = pageResponse(answer, { 'accept-encoding': 'gzip, br' });
    const gzip = pageResponse(answer, { 'accept-encoding': 'gzip' });
    const plain = pageResponse(answer, {});
    expect([br.headers.etag, gzip.headers.etag, plain.headers.etag]).toEqual(['"abc-br"', '"abc-gzip"', '"abc"']);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    for (const response of [br, gzip, plain]) expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('answers 304 only for the validator of the encoding it would send', () => {
    const answer = page();
    expect(pageResponse(answer, { 'accept-encoding': 'br', 'if-none-match': '"abc-br"' }).status).toBe(304);
    expect(pageResponse(answer, { 'accept-encoding': 'gzip', 'if-none-match': '"abc-br"' }).status).toBe(200);
    expect(pageResponse(answer, { 'if-none-match': '"abc-gzip"' }).status).toBe(200);
    expect(pageResponse(answer, { 'if-none-match': 'W/"abc", "zzz"' }).status).toBe(304);
    expect(pageResponse(answer, { 'if-none-match': '*' }).status).toBe(304);
  });

  it('names the app’s script with every page, found or not, at low priority', () => {
    for (const answer of [page(), page({ status: 404 }), page({ renderMs: 2 })]) {
      expect(pageResponse(answer, { 'accept-encoding': 'br' }).headers.link).toBe('</main.js>; rel=preload; as=script; fetchpriority=low');
    }
  });

  it('never answers 304 for a page that does not exist, whatever the condition', () => {
    const missing = page({ status: 404 });
    for (const condition of ['*', '"abc"', '"abc-br"']) {
      const response = pageResponse(missing, { 'accept-encoding': 'br', 'if-none-match': condition });
      expect([condition, response.status]).toEqual([condition, 404]);
    }
  });
});

describe('a published page at brotli’s best', () => {
  // A page like the site's: 40 cards of varied words, classes and links (about 60 KB).
  const html = `<!doctype html><html lang="hi"><title>x</title>${Array.from(
    { length: 40 },
    (_, i) =>
      `<article class="card-${(i * 7919) % 97}"><h2>समाचार ${i}: रोबोटिक्स कार्यशाला ${i * 13}</h2><p>${'विद्यार्थियों ने सेंसर और मोटर से रोबोट बनाया। '.repeat(1 + (i % 5))}</p><a href="/hi/news/${i}">और पढ़ें</a></article>`,
  ).join('')}</html>`;
  const br = { 'accept-encoding': 'br' };

  /** The page's brotli response once it changes from `first` (made in the background), or after 5 s the one it has. */
  async function changedFrom(answer: PageAnswer, first: string | undefined) {
    for (let waited = 0; waited < 5000; waited += 20) {
      const response = pageResponse(answer, br);
      if (response.headers.etag !== first) return response;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return pageResponse(answer, br);
  }

  it('is sent smaller once made, the same page under a validator of its own, and 304 for that validator', async () => {
    const answer = page({ html, published: true });
    const first = pageResponse(answer, br);
    expect(first.headers.etag).toBe('"abc-br"');
    const best = await changedFrom(answer, first.headers.etag);
    expect(best.headers.etag).toBe('"abc-br-best"');
    expect(best.body.length).toBeLessThan(first.body.length);
    expect(zlib.brotliDecompressSync(best.body).toString()).toBe(html);
    expect(best.headers['content-encoding']).toBe('br');
    // A cache holding the first copy is sent the smaller one; one holding it is told it is current.
    expect(pageResponse(answer, { ...br, 'if-none-match': '"abc-br"' }).status).toBe(200);
    expect(pageResponse(answer, { ...br, 'if-none-match': '"abc-br-best"' }).status).toBe(304);
    expect(pageResponse(answer, { 'accept-encoding': 'gzip' }).headers.etag).toBe('"abc-gzip"');
  });

  it('is made in turn for every published page asked for at once, each asked for once', async () => {
    const answers = Array.from({ length: 6 }, (_, i) =>
      page({ html: html.replace('<title>x</title>', `<title>${i}</title>`), published: true }),
    );
    for (const answer of answers) expect(pageResponse(answer, br).headers.etag).toBe('"abc-br"');
    // Once the last is made, every one before it is: they were queued, not dropped while the first was made.
    await changedFrom(answers.at(-1)!, '"abc-br"');
    expect(answers.map((answer) => pageResponse(answer, br).headers.etag)).toEqual(answers.map(() => '"abc-br-best"'));
  });

  it('is not made for a page that is not published (a search, a missing page) nor for one rendered for one request', async () => {
    for (const answer of [page({ html }), page({ html, status: 404 }), page({ html, published: true, renderMs: 3 })]) {
      const first = pageResponse(answer, br);
      // A published page asked for meanwhile is made at its best in this time (see above).
      const later = await changedFrom(page({ html, published: true }), '"abc-br"').then(() => pageResponse(answer, br));
      expect([later.headers.etag, later.body.length]).toEqual([first.headers.etag, first.body.length]);
    }
  });
});
