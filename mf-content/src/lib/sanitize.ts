import DOMPurify from 'dompurify';

/**
 * Article HTML is data, and data can be wrong or tampered with: everything passes DOMPurify with an
 * allow-list of the elements articles use. Links to other sites open safely in a new tab.
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'blockquote',
  'figure',
  'figcaption',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'abbr',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'scope', 'colspan'];

let hooked = false;

function ensureHook(purify: typeof DOMPurify): void {
  if (hooked) return;
  hooked = true;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
}

export function sanitizeHtml(html: string): string {
  ensureHook(DOMPurify);
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
