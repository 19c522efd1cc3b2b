import { ALLOWED_ATTR, ALLOWED_TAGS, EXTERNAL_LINK, EXTERNAL_LINK_ATTRIBUTES } from './html-allow-list';

/**
 * The server's sanitiser: DOMPurify needs a DOM, and the server renders articles without one. It
 * rebuilds the HTML from what it recognises instead of cleaning a parsed tree: an allowed tag whose
 * attribute values are quoted is written again with only allowed, safe attributes, escaped; every
 * other '<' becomes text. So nothing it does not understand can reach the page as markup, and for the
 * well-formed HTML articles are written in it gives what DOMPurify gives (tested over every article
 * and post), so the browser hydrates the same HTML.
 */
const TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const ATTRIBUTES: ReadonlySet<string> = new Set(ALLOWED_ATTR);
const VOID_TAGS: ReadonlySet<string> = new Set(['br']);
/** Elements whose content is not markup: dropped with their content, as DOMPurify drops them. */
const RAW_TEXT_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);

/** A start or end tag whose attribute values, if any, are quoted. Sticky: tried exactly where a '<' is. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;

/** DOMPurify's test of an attribute value (its ALLOWED_URI_REGEXP over the value without whitespace). */
const SAFE_VALUE = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// eslint-disable-next-line no-control-regex -- the control characters are the point: a browser ignores them inside a URL scheme
const VALUE_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** Attributes DOMPurify does not test as URIs. */
const PLAIN_TEXT_ATTRIBUTES: ReadonlySet<string> = new Set(['title']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Numeric and the common named entities; an unknown name stays as written (and is then escaped). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z]+));/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
    const code = decimal !== undefined ? parseInt(decimal, 10) : parseInt(hex ?? '', 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}

const escapeText = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

const escapeAttribute = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

type Attributes = [name: string, value: string][];

function setAttribute(attributes: Attributes, name: string, value: string): void {
  const existing = attributes.find(([key]) => key === name);
  if (existing) existing[1] = value;
  else attributes.push([name, value]);
}

function attributesOf(tag: string, raw: string): string {
  const kept: Attributes = [];
  const seen = new Set<string>();
  for (const [, rawName = '', double, single] of raw.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    // A repeated attribute: the parser keeps the first.
    if (seen.has(name)) continue;
    seen.add(name);
    if (!ATTRIBUTES.has(name)) continue;
    const value = decodeEntities(double ?? single ?? '').trim();
    if (value && !PLAIN_TEXT_ATTRIBUTES.has(name) && !SAFE_VALUE.test(value.replace(VALUE_WHITESPACE, ''))) continue;
    kept.push([name, value]);
  }
  if (tag === 'a') {
    const href = kept.find(([name]) => name === 'href')?.[1] ?? '';
    if (EXTERNAL_LINK.test(href)) {
      setAttribute(kept, 'target', EXTERNAL_LINK_ATTRIBUTES.target);
      setAttribute(kept, 'rel', EXTERNAL_LINK_ATTRIBUTES.rel);
    } else {
      const target = kept.findIndex(([name]) => name === 'target');
      if (target >= 0) kept.splice(target, 1);
    }
  }
  return kept.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/** Closes open elements down to `name` (all of them for null); an end tag nothing opened is dropped. */
function closeTo(open: string[], name: string | null): string {
  if (name !== null && !open.includes(name)) return '';
  let closed = '';
  for (let top = open.pop(); top !== undefined; top = open.pop()) {
    closed += `</${top}>`;
    if (top === name) break;
  }
  return closed;
}

/** Where the content of a raw-text element opened before `at` ends: past its end tag, or at the end of the input. */
function skipRawText(html: string, tag: string, at: number): number {
  const end = new RegExp(`</${tag}\\s*>`, 'gi');
  end.lastIndex = at;
  return end.exec(html) ? end.lastIndex : html.length;
}

export function sanitizeWithoutDom(html: string): string {
  const open: string[] = [];
  let out = '';
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    out += escapeText(decodeEntities(html.slice(at, lt === -1 ? html.length : lt)));
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      // Not a tag this grammar knows (a comment, an unquoted attribute, a lone '<'): text, not markup.
      out += '&lt;';
      at = lt + 1;
      continue;
    }
    at = TAG.lastIndex;
    const [, closing, rawName = '', rawAttributes = ''] = match;
    const name = rawName.toLowerCase();
    if (!closing && RAW_TEXT_TAGS.has(name)) at = skipRawText(html, name, at);
    // Any other element not allowed is dropped and its content kept, as DOMPurify does.
    if (!TAGS.has(name)) continue;
    if (closing) {
      out += closeTo(open, name);
    } else {
      out += `<${name}${attributesOf(name, rawAttributes)}>`;
      if (!VOID_TAGS.has(name)) open.push(name);
    }
  }
  return out + closeTo(open, null);
}
