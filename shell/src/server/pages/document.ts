import { SEED_ELEMENT_ID, type SiteSeed } from '../../app/site-seed';
import { escapeHtml, jsonDataScript } from './seo';

/** The shell's built index.html as one request's page is made from, with what goes in beside the page. */
export interface PageTemplate {
  readonly html: string;
  /** The page's resource hints (page-hints.ts), for the head, before its scripts. */
  readonly hints: string;
  /** HTML before the page's root, outside what hydrates (a preview's banner); '' for none. */
  readonly banner: string;
  /** Changes whenever any of the above does: part of the rendered page's cache key. */
  readonly version: string;
}

export interface DocumentParts {
  /** `<html lang>`: the page's language tag (`en-IN`, `hi-IN`, `gu-IN`); absent: the template's. */
  readonly lang?: string;
  readonly title: string;
  /** Description, canonical, sharing tags and structured data (seo.ts). */
  readonly head: string;
  /** The emotion rules the markup uses. */
  readonly styles: string;
  /** The rendered markup of `<div id="root">`. */
  readonly body: string;
  /** What the browser hydrates with (site-seed.ts). */
  readonly seed: SiteSeed;
}

/**
 * The seed's script, by seed: every page rendered from one reading of the remotes has the same seed (a
 * form's answer has one of its own). Its JSON (the page table, with its labels in every language) was
 * written and escaped again for every page: the largest single cost of composing the document.
 */
const seedScripts = new WeakMap<SiteSeed, string>();

function seedScript(seed: SiteSeed): string {
  let script = seedScripts.get(seed);
  if (script === undefined) {
    script = jsonDataScript(seed, 'application/json', SEED_ELEMENT_ID) ?? '';
    seedScripts.set(seed, script);
  }
  return script;
}

/**
 * The shell's built index.html (its script tags, with their content hashes) filled with one rendered
 * page, in one pass: its title, the server's resource hints and its head tags in place of the
 * template's generic description, its CSS, a banner if any, its markup and the seed the browser
 * hydrates with. Positions, not regular expression replacements, so no `$&` in a page's text can
 * rewrite the document.
 */
export function composeDocument(template: PageTemplate, parts: DocumentParts): string {
  // The built template is minified: attribute quotes may be gone.
  let html = template.html.replace(/<meta name="?description"?[^>]*>\s*/, '');
  const { lang } = parts;
  if (lang) html = html.replace(/<html(?:\s+lang="?[^\s">]*"?)?/, () => `<html lang="${escapeHtml(lang)}"`);
  const titleStart = html.indexOf('<title>');
  const titleEnd = html.indexOf('</title>');
  if (titleStart >= 0 && titleEnd > titleStart)
    html = `${html.slice(0, titleStart)}<title>${escapeHtml(parts.title)}${html.slice(titleEnd)}`;
  // The hints before the head's first script, the boot script, which reads the fonts they name as it
  // runs (decision 072); the page's own tags and styles at the head's end.
  const headEnd = html.indexOf('</head>');
  const firstScript = html.indexOf('<script');
  const hintsAt = firstScript >= 0 && firstScript < headEnd ? firstScript : headEnd;
  if (headEnd >= 0) {
    const hints = template.hints ? `${template.hints}\n` : '';
    html = `${html.slice(0, hintsAt)}${hints}${html.slice(hintsAt, headEnd)}${parts.head}\n${parts.styles}\n${html.slice(headEnd)}`;
  }
  const root = /<div id="?root"?><\/div>/.exec(html);
  if (!root) throw new Error('the shell template needs <div id="root"></div>');
  const seed = seedScript(parts.seed);
  const filled = `${template.banner}<div id="root">${parts.body}</div>${seed}`;
  return `${html.slice(0, root.index)}${filled}${html.slice(root.index + root[0].length)}`;
}
