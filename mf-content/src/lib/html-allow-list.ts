/**
 * What article and post HTML may contain: the elements articles use, and attributes that carry no
 * script or style. Both sanitisers read this one list (DOMPurify in the browser, the string sanitiser
 * on the server), so the server's HTML and the browser's are the same.
 */
export const ALLOWED_TAGS = [
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
] as const;

export const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'scope', 'colspan'] as const;

/** A link to another site opens in a new tab without an opener; any other link opens in place. */
export const EXTERNAL_LINK = /^https?:\/\//i;
export const EXTERNAL_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;
