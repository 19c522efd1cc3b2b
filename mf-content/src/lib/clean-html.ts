import createDOMPurify, { type WindowLike } from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, EXTERNAL_LINK, EXTERNAL_LINK_ATTRIBUTES } from './html-allow-list';

/**
 * The one sanitiser of article and post HTML: DOMPurify with the allow-list, links to other sites
 * opening in a new tab without an opener. Article HTML is static data in this repository, so it is
 * checked once, at build time (`scripts/check-html.ts`, and the same check in the tests), in a DOM
 * made by jsdom: nothing sanitises per render, on the server or in the browser, and no sanitiser is
 * downloaded. `window` is that DOM's window.
 */
export function htmlCleaner(window: WindowLike): (html: string) => string {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (EXTERNAL_LINK.test(href)) {
      node.setAttribute('target', EXTERNAL_LINK_ATTRIBUTES.target);
      node.setAttribute('rel', EXTERNAL_LINK_ATTRIBUTES.rel);
    } else {
      node.removeAttribute('target');
    }
  });
  return (html) => purify.sanitize(html, { ALLOWED_TAGS: [...ALLOWED_TAGS], ALLOWED_ATTR: [...ALLOWED_ATTR], ALLOW_DATA_ATTR: false });
}

/** A piece of HTML the site renders, named for a person reading the build's complaint. */
export interface HtmlBody {
  readonly name: string;
  readonly html: string;
}

/**
 * The bodies that are not already clean, each with what the cleaner makes of it: the build refuses to
 * ship them, and the cleaned HTML is what to commit instead. (The build does not swap it in itself:
 * what ships stays what was reviewed in the repository.)
 */
export function uncleanBodies(bodies: readonly HtmlBody[], clean: (html: string) => string): (HtmlBody & { readonly cleaned: string })[] {
  return bodies.flatMap((body) => {
    const cleaned = clean(body.html);
    return cleaned === body.html ? [] : [{ ...body, cleaned }];
  });
}
