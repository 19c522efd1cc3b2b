// @ts-check
/**
 * The shell server's answer to a page request, from the renderer's (dist-server/renderer.js): status,
 * body compressed once per rendered page and kept with it, a strong ETag (304 for a browser or CDN
 * that has it), and cache rules that let a CDN hold a page briefly and serve it stale while it asks
 * again, so the site scales by CDN capacity and more stateless shell servers.
 */
const zlib = require('node:zlib');

/** A CDN may keep a page a minute and serve it up to ten minutes stale while it revalidates; browsers revalidate every time. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Pages the server could not finish (an area left to the browser): nobody keeps them. */
const INCOMPLETE_CACHE_CONTROL = 'no-cache';

/** Compressed copies per rendered page, made when first asked for and dropped with the page. */
const encoded = new WeakMap();

/** @param {object} answer @param {string} html @param {'br' | 'gzip'} encoding */
function encodedBody(answer, html, encoding) {
  let copies = encoded.get(answer);
  if (!copies) encoded.set(answer, (copies = {}));
  if (!copies[encoding]) {
    copies[encoding] =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(html, { level: 6 });
  }
  return copies[encoding];
}

/** The encoding the client takes, by our preference (brotli, then gzip). @param {string | string[] | undefined} header */
function chooseEncoding(header) {
  const accepted = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Whether If-None-Match names this ETag (a list, or *). @param {string | string[] | undefined} header @param {string} etag */
function matchesEtag(header, etag) {
  if (!header) return false;
  return String(header)
    .split(',')
    .some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}

/**
 * @param {import('../src/server/renderer').PageAnswer} answer
 * @param {import('node:http').IncomingHttpHeaders} headers the request's
 * @returns {{ status: number, body: string | Buffer, headers: Record<string, string> }}
 */
function pageResponse(answer, headers) {
  if (answer.kind === 'redirect') {
    return { status: 302, body: '', headers: { location: answer.location, 'cache-control': PAGE_CACHE_CONTROL } };
  }
  const timing = answer.renderMs === null ? 'cache;desc=hit' : `render;dur=${answer.renderMs.toFixed(1)}`;
  const common = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': answer.complete ? PAGE_CACHE_CONTROL : INCOMPLETE_CACHE_CONTROL,
    etag: answer.etag,
    vary: 'Accept-Encoding',
    'server-timing': timing,
  };
  if (matchesEtag(headers['if-none-match'], answer.etag)) return { status: 304, body: '', headers: common };
  const encoding = chooseEncoding(headers['accept-encoding']);
  if (!encoding) return { status: answer.status, body: answer.html, headers: common };
  return { status: answer.status, body: encodedBody(answer, answer.html, encoding), headers: { ...common, 'content-encoding': encoding } };
}

module.exports = { pageResponse, chooseEncoding, matchesEtag, PAGE_CACHE_CONTROL };
