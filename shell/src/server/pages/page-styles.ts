import type { EmotionCache } from '@emotion/cache';

/** The part of a `<style>` tag's attribute the browser's caches read: "key id id…" (see remote-root.tsx). */
export interface StyleChunk {
  /** The cache's key, or `key-global` for a global rule (emotion's `Global`, `keyframes`). */
  readonly key: string;
  readonly ids: readonly string[];
  readonly css: string;
}

/** What a cache's rules were known as when last read: their order, and which are global. */
interface Known {
  readonly count: number;
  /** Each rule's place in the order emotion's own extraction writes them (`Object.keys(cache.inserted)`). */
  readonly order: ReadonlyMap<string, number>;
  /** The rules no class names (global ones) when the rules were read, in that order. */
  readonly globals: readonly string[];
}

const known = new WeakMap<EmotionCache, Known>();

/** A cache's rules as of now: read again only when some were added (a cache only ever gains rules). */
function knownRules(cache: EmotionCache): Known {
  const ids = Object.keys(cache.inserted);
  const last = known.get(cache);
  if (last && last.count === ids.length) return last;
  const globals = ids.filter((id) => cache.registered[`${cache.key}-${id}`] === undefined);
  const read: Known = { count: ids.length, order: new Map(ids.map((id, at) => [id, at])), globals };
  known.set(cache, read);
  return read;
}

/** Escapes a cache key for a regular expression (keys are letters and dashes; this keeps any other safe). */
const escapeKey = (key: string) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rules of each cache that `html` uses, as emotion's `extractCriticalToChunks` gives them for each
 * cache (the same chunks, rules and order), made without its two costs per render: one scan of the
 * whole page per cache, and a walk over every rule the process has ever inserted (the caches live as
 * long as the server, and hold every page's rules). Here the page is scanned once for every cache's
 * class names, and only the rules it names are looked up; the global rules (those no class names,
 * which emotion always writes) are taken from each cache's list of rules, kept until a rule is added.
 */
export function styleChunks(html: string, caches: readonly EmotionCache[]): StyleChunk[][] {
  if (caches.length === 0) return [];
  // The longest key first, so that a key that ends another ("content", "mf-content") never takes its class names.
  const keys = [...new Set(caches.map((cache) => cache.key))].sort((a, b) => b.length - a.length);
  const found = new Map<string, Set<string>>(keys.map((key) => [key, new Set()]));
  const names = new RegExp(`(${keys.map(escapeKey).join('|')})-([a-zA-Z0-9-_]+)`, 'g');
  for (let match = names.exec(html); match !== null; match = names.exec(html)) found.get(match[1]!)!.add(match[2]!);

  return caches.map((cache) => {
    const { key, inserted, registered } = cache;
    const rules = knownRules(cache);
    const chunks: StyleChunk[] = [];
    // Global rules: every one, each in a chunk of its own, in the cache's order (as emotion does). A
    // rule is registered when a class takes it, never unregistered: one a class took since is not global.
    for (const id of rules.globals) {
      const css = inserted[id];
      if (typeof css === 'string' && registered[`${key}-${id}`] === undefined) chunks.push({ key: `${key}-global`, ids: [id], css });
    }
    // The class rules the page names, in the cache's order, in one chunk after the global ones.
    const used = [...(found.get(key) ?? [])].filter((id) => typeof inserted[id] === 'string' && registered[`${key}-${id}`]);
    used.sort((a, b) => (rules.order.get(a) ?? Infinity) - (rules.order.get(b) ?? Infinity));
    chunks.push({ key, ids: used, css: used.map((id) => inserted[id]).join('') });
    return chunks;
  });
}
