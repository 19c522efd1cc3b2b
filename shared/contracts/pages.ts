import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { CONTRACT_VERSION, isSupportedContract } from './version';
import { parseWith, type ParseResult } from './parse';
import type { Locale } from './locale';

/**
 * What a remote publishes about the pages it serves: `pages.json`, written by its build next to its
 * `mf-manifest.json`. The shell reads these at run time from the deployed remotes and routes by them,
 * so a team adds a page in its own package and deploys it alone. The deploy-time config names only
 * the remotes; which remote serves a path is learnt from here.
 */
export const PAGES_FILE = 'pages.json';

/** A remote publishes `pages.json` beside its `mf-manifest.json`: the config names only the manifest. */
export function pagesUrlOf(manifestUrl: string): string {
  return new URL(PAGES_FILE, manifestUrl).href;
}

/** One page: what the shell needs to route to it, title it, find its files and list it. */
export interface PageDescription {
  /** react-router path pattern, from the site root: '/news', '/news/:id'. */
  readonly path: string;
  /** The exposed module that renders it ('NewsDetailPage' for `mf_content/NewsDetailPage`). */
  readonly module: string;
  /** What a person calls the page (the sitemap's link text, the title's words), in English. */
  readonly label: string;
  /**
   * The label in the other languages (issue 39): the shell titles a `/hi/…` or `/gu/…` page and lists
   * it in that language's sitemap with these. Absent (an older remote): the English label.
   */
  readonly labels?: PageLabels;
  /**
   * A detail page shows one item of a collection and reports its title through `reportTitle`; until
   * then (and when the item does not exist) the title follows the path.
   */
  readonly detail: boolean;
  /**
   * The query parameters the page reads (a list's search, sort and filters), by name. Only these take
   * part in the server's render and cache key, in this order, first value each: `?utm_source=…` or a
   * random key renders and caches the same page as the bare path. Absent: the page reads none.
   */
  readonly query?: readonly string[];
  /**
   * The chunks of words the page's `prepare(locale)` loads in Hindi and Gujarati, by their webpack chunk
   * names with the language left out: `locale.about` for `locale-hi.about` and `locale-gu.about`,
   * `locale` for the package's own `locale-hi`, a route parameter as `:id` (`locale.news-:id`). The
   * shell's server names their files in the page for the boot script to fetch beside main.js, instead
   * of after it has run (page-hints.ts). Absent: they load when the page asks for them, as before.
   */
  readonly words?: readonly string[];
}

export type PageLabels = Readonly<Record<Exclude<Locale, 'en'>, string>>;

/** A page's label in a language: its own word where the remote gives one, English otherwise. */
export function pageLabel(page: Pick<PageDescription, 'label' | 'labels'>, locale: Locale | undefined): string {
  return locale && locale !== 'en' ? (page.labels?.[locale] ?? page.label) : page.label;
}

export interface RemotePages {
  /** The contract version the remote was built against (see version.ts). */
  readonly contract: number;
  readonly remote: RemoteName;
  readonly pages: readonly PageDescription[];
}

const PATH_PATTERN = /^\/(?:[a-z0-9-]+|:[a-z][a-zA-Z0-9]*)?(?:\/(?:[a-z0-9-]+|:[a-z][a-zA-Z0-9]*))*$/;

/** A word chunk's name without its language (`locale.news-:id`): see `PageDescription.words`. */
export const WORDS_NAME = /^locale(?:\.(?:[a-z0-9]+|:[a-z][a-zA-Z0-9]*)(?:-(?:[a-z0-9]+|:[a-z][a-zA-Z0-9]*))*)?$/;

/**
 * The webpack chunk a page's `words` entry names in `locale` (`locale.news-:id` in Hindi with `{ id: '3' }`
 * is `locale-hi.news-3`): the one naming rule of the remotes' builds and the shell's server. Without
 * `params`, a route parameter stays as written; null when `params` lacks one the name needs.
 */
export function wordsChunkName(
  word: string,
  locale: Exclude<Locale, 'en'>,
  params?: Readonly<Record<string, string | undefined>>,
): string | null {
  let complete = true;
  const name = word.replace(/^locale/, `locale-${locale}`).replace(/:([a-zA-Z0-9]+)/g, (written, key: string) => {
    if (!params) return written;
    const value = params[key];
    if (value === undefined) complete = false;
    return value ?? '';
  });
  return complete ? name : null;
}

/** A query parameter's name: short, lower case, URL-safe. */
export const QUERY_NAME = /^[a-z][a-z0-9_-]{0,31}$/;

const labelSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(80, 'must be at most 80 characters'));

const pageSchema = v.object({
  path: v.pipe(v.string(), v.regex(PATH_PATTERN, 'must be a path pattern like /news or /news/:id')),
  module: v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z0-9]{0,63}$/, 'must be an exposed module name like NewsPage')),
  label: labelSchema,
  labels: v.optional(v.object({ hi: labelSchema, gu: labelSchema }, 'must give hi and gu')),
  detail: v.boolean('must be true or false'),
  query: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(QUERY_NAME, 'must be a parameter name like q or sort')), 'must be a list'),
      v.maxLength(16, 'must list at most 16 parameters'),
    ),
  ),
  words: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(WORDS_NAME, 'must be a chunk name like locale.about or locale.news-:id')), 'must be a list'),
      v.maxLength(32, 'must list at most 32 chunks'),
    ),
  ),
});

const remotePagesSchema = v.object(
  {
    contract: v.pipe(v.number('must be a number'), v.integer('must be a whole number')),
    remote: v.picklist(REMOTE_NAMES, `must be one of ${REMOTE_NAMES.join(', ')}`),
    pages: v.pipe(v.array(pageSchema, 'must be a list'), v.maxLength(200, 'must list at most 200 pages')),
  },
  'must be a JSON object with contract, remote and pages',
);

/**
 * Reads a remote's `pages.json`. A remote built against a contract version this build does not
 * speak is refused with a sentence that says so, before any of its pages is routed.
 */
export function parseRemotePages(raw: unknown, source = PAGES_FILE): ParseResult<RemotePages> {
  const parsed = parseWith(remotePagesSchema, raw, source);
  if (!parsed.ok) return parsed;
  if (!isSupportedContract(parsed.value.contract)) {
    return {
      ok: false,
      error: `${source}: ${parsed.value.remote} was built against contract version ${parsed.value.contract}; this build speaks version ${CONTRACT_VERSION}.`,
    };
  }
  return parsed;
}
