/** The network the share links name: a brand, the same in every language. */
export const WHATSAPP = 'WhatsApp';

/**
 * The share links of a news article or a blog post: plain addresses a browser opens without script,
 * and that fetch nothing until the visitor presses one (no third-party script on the page).
 */
export interface ShareLinks {
  /** WhatsApp's click-to-chat with the title and the address as the message. */
  readonly whatsapp: string;
  /** A new e-mail: the title as its subject, the title and the address as its body. */
  readonly email: string;
}

/** Unpaired surrogates as U+FFFD: encodeURIComponent throws on them, and no title should break the page. */
const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Each value percent-encoded as one query value (`&`, `#`, `?`, spaces and every non-ASCII letter). */
export function shareLinks(title: string, url: string): ShareLinks {
  const subject = encodeURIComponent(wellFormed(title));
  const message = encodeURIComponent(wellFormed(`${title}\n${url}`));
  return {
    whatsapp: `https://wa.me/?text=${message}`,
    email: `mailto:?subject=${subject}&body=${message}`,
  };
}

/** The address to share: the page's own, without its query or fragment (a detail page has neither). */
export function pageAddress(location: { readonly origin: string; readonly pathname: string }): string {
  return `${location.origin}${location.pathname}`;
}
