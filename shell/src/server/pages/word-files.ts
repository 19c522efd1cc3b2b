import fs from 'node:fs';
import { wordsChunkName, type Locale } from 'shared/contracts';
import { filesBaseOf } from '../../federation/page-scripts';

/**
 * The files of a page's words in Hindi and Gujarati (issue 39): each remote's page names the chunks its
 * `prepare(locale)` loads (PageDescription.words, `locale.news-:id`), and its manifest lists their files
 * (`locale-hi.news-1.<hash>.js`). The page hints name them, with the shell's own words, for the boot
 * script to fetch beside main.js: otherwise the phone asks for them only once main.js has run and the
 * page module has called `prepare`, 200 to 300 ms later, and they take 170 to 250 ms more (measuring.md).
 */

/** `locale-hi.news-1.0a1b2c3d4e.js` -> `locale-hi.news-1`; null for any other file name. */
export function wordChunkName(file: string): string | null {
  return /^(locale-[a-z]{2}(?:\.[a-z0-9-]+)?)\.[0-9a-f]{6,}\.js$/.exec(file)?.[1] ?? null;
}

type AssetLists = { assets?: { js?: { sync?: unknown; async?: unknown } } };

const known = new WeakMap<object, { url: string; files: ReadonlyMap<string, string> }>();

/** A remote's word files by chunk name, from every script its manifest lists (read once per manifest). */
export function wordFilesOf(manifest: unknown, manifestUrl: string): ReadonlyMap<string, string> {
  if (typeof manifest !== 'object' || manifest === null) return new Map();
  const kept = known.get(manifest);
  if (kept?.url === manifestUrl) return kept.files;
  const files = new Map<string, string>();
  const base = filesBaseOf(manifest, manifestUrl);
  const { exposes, shared } = manifest as { exposes?: unknown; shared?: unknown };
  const lists = [exposes, shared].flatMap((items) => (Array.isArray(items) ? (items as AssetLists[]) : []));
  for (const js of lists.map((item) => item?.assets?.js)) {
    for (const file of [js?.sync, js?.async].flatMap((names) => (Array.isArray(names) ? names : []))) {
      const name = typeof file === 'string' && base ? wordChunkName(file) : null;
      if (name && base && !files.has(name)) files.set(name, new URL(file as string, base).href);
    }
  }
  known.set(manifest, { url: manifestUrl, files });
  return files;
}

/** The files of `words` in `locale` for a route's `params`, those `files` has, in order; none in English. */
export function pageWordFiles(
  files: ReadonlyMap<string, string>,
  words: readonly string[],
  locale: Locale,
  params: Readonly<Record<string, string | undefined>>,
): string[] {
  if (locale === 'en') return [];
  return words.flatMap((word) => {
    const name = wordsChunkName(word, locale, params);
    const file = name === null ? undefined : files.get(name);
    return file ? [file] : [];
  });
}

/**
 * The shell's own word files (`/locale-hi.<hash>.js`) in its live folder, listed again when the live
 * index.html changes (a deploy): `key` is the index's. A folder that cannot be read gives none.
 */
export function liveOwnWords(dir: string, key: () => string) {
  let listed: { key: string; files: ReadonlyMap<string, string> } | null = null;
  return (locale: Locale): string[] => {
    if (locale === 'en') return [];
    const now = key();
    if (listed?.key !== now) {
      const files = new Map<string, string>();
      try {
        for (const file of fs.readdirSync(fs.realpathSync(dir))) {
          const name = wordChunkName(file);
          if (name) files.set(name, `/${file}`);
        }
      } catch {
        // No folder right now (a release being swapped in): no hint, the page still loads its words.
      }
      listed = { key: now, files };
    }
    const file = listed.files.get(`locale-${locale}`);
    return file ? [file] : [];
  };
}
