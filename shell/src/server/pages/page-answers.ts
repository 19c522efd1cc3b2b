import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { PageAnswer } from './renderer';

/**
 * The shell server's answer to a page request, from the renderer's: status, body compressed once per
 * rendered page and kept with it, an ETag per encoding (304 for a browser or CDN that has it), and
 * cache rules that let a CDN hold a page briefly and serve it stale while it asks again, so the site
 * scales by CDN capacity and more stateless shell servers.
 */

/** A CDN may keep a page a minute and serve it up to ten minutes stale while it revalidates; browsers revalidate every time. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Pages the server could not finish (an area left to the browser): nobody keeps them. */
const INCOMPLETE_CACHE_CONTROL = 'no-cache';
/**
 * The app's script, named with every page: the browser reads a Link header as it commits the page,
 * before its parser reaches the boot script (on the bench's phone, 90 to 130 ms sooner), and main.js
 * is the download every control waits for. Low priority, as the boot script's own preload of it (kept
 * for a copy of the page without this header): it yields to the page's pictures, and it still runs
 * only after the paint. Decision records 028 and 075.
 */
const APP_SCRIPT_LINK = '</main.js>; rel=preload; as=script; fetchpriority=low';

export interface PageResponse {
  readonly status: number;
  readonly body: string | Buffer;
  readonly headers: Readonly<Record<string, string>>;
}
type Encoding = 'br' | 'gzip' | 'identity';
type Kind = Encoding | `not-modified:${Encoding}`;
type RenderedPage = Extract<PageAnswer, { kind: 'page' }>;

/**
 * Brotli's quality for a page's first copy: 1.4 ms for a 58 KB page, cheap enough for every search and
 * every page rendered for one request.
 */
const QUICK_BROTLI = 5;
/**
 * Brotli's best, for a published page, made once in the background: about 65 ms of a worker thread for
 * a 58 KB page, and a tenth fewer bytes (`/hi`: 13,402 → 12,145), which keeps every page within what a
 * new connection carries in its first round trip (about 14.6 KB with the headers). Decision record 074.
 */
const BEST_BROTLI = 11;

/**
 * A kept page's responses by kind (each made once), and its brotli copy at brotli's best once made:
 * kept with the page and dropped with it. A hot page is asked for thousands of times a second, and
 * each time costs a lookup.
 */
interface Prepared {
  readonly responses: Partial<Record<Kind, PageResponse>>;
  best?: Buffer;
  /** Waiting for its copy at brotli's best, or made. */
  queued?: boolean;
}
const prepared = new WeakMap<object, Prepared>();

/**
 * Published pages are compressed at brotli's best one at a time, in turn: the worker threads also read
 * the site's files, and after a deploy every page is new at once. A few hundred wait at most (what the
 * remotes publish); past this many, a page is queued on a later request.
 */
const bestCompressions = pLimit(1);
const MOST_WAITING = 1000;
const brotliCompress = promisify(zlib.brotliCompress);

const compress = (html: string, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI } })
    : zlib.gzipSync(html, { level: 6 });

/** Queues a published page for its copy at brotli's best, made off the main thread; its brotli responses then use that copy. */
function compressAtBest(html: string, page: Prepared): void {
  if (page.queued || bestCompressions.pendingCount >= MOST_WAITING) return;
  page.queued = true;
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: BEST_BROTLI, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) };
  bestCompressions(async () => {
    page.best = await brotliCompress(html, { params });
    delete page.responses.br;
    delete page.responses['not-modified:br'];
  }).catch(() => undefined); // only memory can fail it: the page keeps its first copy
}

/** Browsers send a handful of Accept-Encoding values: each is read once. */
const encodings = new LRUCache<string, 'br' | 'gzip' | 'none'>({ max: 100 });

/** The encoding the client takes, by our preference (brotli, then gzip). */
export function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const text = String(header ?? '');
  let choice = encodings.get(text);
  if (choice === undefined) encodings.set(text, (choice = readEncoding(text) ?? 'none'));
  return choice === 'none' ? null : choice;
}

function readEncoding(header: string): 'br' | 'gzip' | null {
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Whether If-None-Match names this ETag (a list, or *). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  return String(header)
    .split(',')
    .some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}

/** The response to a page request with these request headers. */
export function pageResponse(answer: PageAnswer, headers: IncomingHttpHeaders): PageResponse {
  if (answer.kind === 'redirect') {
    return { status: 302, body: '', headers: { location: answer.location, 'cache-control': PAGE_CACHE_CONTROL } };
  }
  const encoding = chooseEncoding(headers['accept-encoding']) ?? 'identity';
  // Rendered for this request alone: nothing is kept.
  const page = answer.renderMs === null ? preparedFor(answer, encoding) : null;
  const best = encoding === 'br' ? page?.best : undefined;
  // Conditions apply to a page that exists (RFC 9110 13.1.2): a 404 is sent whole whatever is asked.
  const unchanged = answer.status === 200 && matchesEtag(headers['if-none-match'], etagFor(answer.etag, encoding, best !== undefined));
  const kind: Kind = unchanged ? `not-modified:${encoding}` : encoding;
  if (!page) return respond(answer, kind, undefined);
  return (page.responses[kind] ??= respond(answer, kind, best));
}

/** A kept page's prepared responses; a published page's first brotli request starts its copy at brotli's best. */
function preparedFor(answer: RenderedPage, encoding: Encoding): Prepared {
  let page = prepared.get(answer);
  if (!page) prepared.set(answer, (page = { responses: {} }));
  if (encoding === 'br' && answer.published && !page.best) compressAtBest(answer.html, page);
  return page;
}

/**
 * Each encoding of a page is a representation of its own, with a validator of its own (RFC 9110
 * 8.8.3): a cache holding the gzip body must never be told that its copy is the brotli one. So is the
 * brotli copy at brotli's best: a CDN holding the first copy gets the smaller one when it asks again.
 */
function etagFor(etag: string, encoding: Encoding, best: boolean): string {
  return encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}${best ? '-best' : ''}"`;
}

function respond(answer: RenderedPage, kind: Kind, best: Buffer | undefined): PageResponse {
  const encoding = kind.replace('not-modified:', '') as Encoding;
  const common = Object.freeze({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': answer.complete ? PAGE_CACHE_CONTROL : INCOMPLETE_CACHE_CONTROL,
    etag: etagFor(answer.etag, encoding, best !== undefined),
    link: APP_SCRIPT_LINK,
    vary: 'Accept-Encoding',
    'server-timing': answer.renderMs === null ? 'cache;desc=hit' : `render;dur=${answer.renderMs.toFixed(1)}`,
  });
  if (kind !== encoding) return { status: 304, body: '', headers: common };
  if (encoding === 'identity') return { status: answer.status, body: answer.html, headers: common };
  return {
    status: answer.status,
    body: best ?? compress(answer.html, encoding),
    headers: Object.freeze({ ...common, 'content-encoding': encoding }),
  };
}
