// @ts-check
/**
 * Request-chain depth: how many round trips follow one another before a page's content shows. Pure
 * (no browser), so the rules are tested on hand-made request lists.
 */

/**
 * @typedef {object} RequestRecord
 * @property {string} id
 * @property {string} type         CDP resource type: Document, Script, Fetch, XHR, Image…
 * @property {string | null} parent id of the request whose document or script started this one (CDP initiator)
 * @property {number} sentAt       CDP monotonic seconds
 * @property {number} doneAt
 */

/**
 * The records must be the requests finished before the content showed.
 *
 * - `initiator`: 1 for a request with no known parent, else 1 + its parent's depth.
 * - `data`: also counts every Fetch/XHR (site-config.json, mf-manifest.json) that finished before a
 *   request was sent as its parent. The federation runtime lives in the shell's own chunks, so CDP
 *   credits the config, the manifests and the remote chunks all to those chunks and the initiator
 *   depth misses that each waited for the previous answer. Pure timing would overcount: on loopback
 *   one of two chunks a script asks for at once often finishes before the other is even sent.
 *
 * @param {RequestRecord[]} records
 * @returns {{ initiator: { depth: number, chain: string[] }, data: { depth: number, chain: string[] } }}
 */
function requestChains(records) {
  const byId = new Map(records.map((r) => [r.id, r]));
  /** @type {Map<string, number>} */
  const initiatorDepth = new Map();
  /** @type {(id: string, seen?: Set<string>) => number} */
  const depthOf = (id, seen = new Set()) => {
    const known = initiatorDepth.get(id);
    if (known !== undefined) return known;
    seen.add(id);
    const parent = byId.get(id)?.parent;
    const depth = 1 + (parent && byId.has(parent) && !seen.has(parent) ? depthOf(parent, seen) : 0);
    initiatorDepth.set(id, depth);
    return depth;
  };

  const ordered = [...records].sort((a, b) => a.sentAt - b.sentAt);
  /** @type {Map<string, { depth: number, via: string | null }>} */
  const data = new Map();
  for (const request of ordered) {
    const viaParent = request.parent ? data.get(request.parent) : undefined;
    let best = viaParent
      ? { depth: viaParent.depth + 1, via: /** @type {string | null} */ (request.parent) }
      : { depth: 1, via: /** @type {string | null} */ (null) };
    for (const earlier of ordered) {
      if (earlier.sentAt >= request.sentAt) break;
      if (earlier.doneAt > request.sentAt || (earlier.type !== 'Fetch' && earlier.type !== 'XHR')) continue;
      const depth = (data.get(earlier.id)?.depth ?? 1) + 1;
      if (depth > best.depth) best = { depth, via: earlier.id };
    }
    data.set(request.id, best);
  }

  const deepest = (/** @type {(id: string) => number} */ depth) =>
    records.reduce((best, r) => (best === null || depth(r.id) > depth(best) ? r.id : best), /** @type {string | null} */ (null));
  const walk = (/** @type {string | null} */ id, /** @type {(id: string) => string | null | undefined} */ up) => {
    /** @type {string[]} */
    const chain = [];
    for (let at = id; at && !chain.includes(at); at = up(at) ?? null) chain.unshift(at);
    return chain;
  };
  const deepestByInitiator = deepest((id) => depthOf(id));
  const deepestByData = deepest((id) => data.get(id)?.depth ?? 0);
  return {
    initiator: {
      depth: deepestByInitiator ? depthOf(deepestByInitiator) : 0,
      chain: walk(deepestByInitiator, (id) => {
        const parent = byId.get(id)?.parent;
        return parent && byId.has(parent) ? parent : null;
      }),
    },
    data: { depth: deepestByData ? (data.get(deepestByData)?.depth ?? 0) : 0, chain: walk(deepestByData, (id) => data.get(id)?.via) },
  };
}

module.exports = { requestChains };
