// @ts-check
/**
 * What the server's own answer holds, read from the raw HTML (no browser): whether a route's heading and
 * text are in it, which route's page is the largest, and the render time a server reports. Pure, so the
 * rules are tested on hand-made strings.
 */

const ENTITIES = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' });

/** Elements whose content is no visible text. */
const SCRIPTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** Whitespace runs made one space, ends trimmed: how a reader (and textContent compared loosely) sees text. */
function normalize(/** @type {string} */ text) {
  return text.replace(/\s+/g, ' ').trim();
}

/** The five XML entities, &nbsp; and numeric references; anything else is left as written. */
function decodeEntities(/** @type {string} */ text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text of an HTML fragment as `textContent` would give it: comments (React's `<!-- -->` between
 * text nodes), scripts, styles and templates dropped, tags removed without a space (`Learn <b>this</b>`
 * reads "Learn this"), entities decoded, whitespace normalized.
 * @param {string} html
 */
function textOf(html) {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(SCRIPTS, '')
    .replace(/<[^>]*>/g, '');
  return normalize(decodeEntities(stripped));
}

/**
 * Is the page's content in the HTML as served, before any script runs? The heading must be the text of
 * an `<h1>` of the document; the text (the page's first paragraph, when it has one) must appear in the
 * body. Both come from the rendered page, so the check needs no knowledge of any route.
 * @param {string} html the raw response
 * @param {{ heading: string, text?: string | null }} content what the browser showed
 * @returns {{ headingServed: boolean, textServed: boolean, served: boolean }}
 */
function contentServed(html, content) {
  const heading = normalize(content.heading ?? '');
  // A heading inside a script (a JSON payload, a template string) is not one the visitor sees.
  const markup = html.replace(SCRIPTS, '');
  const headings = [...markup.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/gi)].map((match) => textOf(match[1] ?? ''));
  const headingFound = heading !== '' && headings.includes(heading);
  const text = normalize(content.text ?? '');
  const bodyStart = markup.search(/<body\b/i);
  const textFound = text === '' || textOf(bodyStart >= 0 ? markup.slice(bodyStart) : markup).includes(text);
  return { headingServed: headingFound, textServed: textFound, served: headingFound && textFound };
}

/**
 * The `dur` of one metric of a Server-Timing header (`cache;desc=miss, render;dur=12.5`), or null.
 * @param {string | null | undefined} header
 * @param {string} [metric]
 */
function serverTiming(header, metric = 'render') {
  if (!header) return null;
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    if (name !== metric) continue;
    for (const param of params) {
      const match = /^dur\s*=\s*"?([0-9]+(?:\.[0-9]+)?)"?$/i.exec(param);
      if (match) return Number(match[1]);
    }
  }
  return null;
}

/**
 * The route whose page is the largest (decoded bytes) among those answered 200: the one whose render
 * costs most. Ties go to the first listed.
 * @param {Record<string, { status: number, bytes: number }>} pages
 * @returns {string | null}
 */
function heaviestRoute(pages) {
  let best = /** @type {string | null} */ (null);
  for (const [route, page] of Object.entries(pages)) {
    if (page.status !== 200) continue;
    if (best === null || page.bytes > (pages[best]?.bytes ?? 0)) best = route;
  }
  return best;
}

/** Median of numbers (the mean of the middle two for an even count), null for none. */
function median(/** @type {number[]} */ values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

module.exports = { textOf, contentServed, serverTiming, heaviestRoute, median };
