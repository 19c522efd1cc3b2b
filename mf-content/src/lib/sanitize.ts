import DOMPurify from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, EXTERNAL_LINK, EXTERNAL_LINK_ATTRIBUTES } from './html-allow-list';
import { sanitizeWithoutDom } from './sanitize-without-dom';

/**
 * Article HTML is data, and data can be wrong or tampered with: everything passes an allow-list of
 * the elements articles use. Links to other sites open safely in a new tab.
 *
 * In the browser DOMPurify does it. DOMPurify needs a DOM, which the server does not have (there it
 * has no `sanitize` at all), so the server uses `sanitizeWithoutDom`, which gives the same HTML for
 * well-formed article HTML (tested over every article and post) and escapes anything else as text.
 */
let hooked = false;

function ensureHook(purify: typeof DOMPurify): void {
  if (hooked) return;
  hooked = true;
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
}

export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return sanitizeWithoutDom(html);
  ensureHook(DOMPurify);
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...ALLOWED_TAGS], ALLOWED_ATTR: [...ALLOWED_ATTR], ALLOW_DATA_ATTR: false });
}
