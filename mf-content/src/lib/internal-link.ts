import { DEFAULT_LOCALE, localePath, splitLocalePath, type Locale } from 'shared/contracts';
/**
 * Which clicks inside article HTML the router should take over. Only a plain left click on a link to
 * this origin, without a target and not a download, becomes a client-side navigation; everything else
 * (new tab, mailto:, another site) is left to the browser.
 */
export interface ClickInfo {
  readonly href: string | null;
  readonly target: string | null;
  readonly download: boolean;
  readonly button: number;
  readonly modified: boolean;
  readonly defaultPrevented: boolean;
}

/** The path (with search and hash) to navigate to, or null when the browser should handle the click. */
export function routedPath(click: ClickInfo, currentHref: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return null;
  if (click.target && click.target !== '_self') return null;
  if (!click.href) return null;
  let url: URL;
  let current: URL;
  try {
    current = new URL(currentHref);
    url = new URL(click.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Article HTML in a page's language: every link to a path of this site (`href="/labs#araria"`) gets the
 * language's prefix (`href="/hi/labs#araria"`), so it stays in the language with no script too. Only
 * root-relative hrefs change; another site, `//host`, `mailto:` and `#top` are left as written.
 */
export function linksInLanguage(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_match, path: string) => `href="${localePath(locale, path)}"`);
}

/** A routed path without the language's prefix, for a router whose basename is that prefix: '/hi/labs#x' -> '/labs#x'. */
export function pathInRouter(path: string, locale: Locale): string {
  const end = path.search(/[?#]/);
  const [pathname, rest] = end < 0 ? [path, ''] : [path.slice(0, end), path.slice(end)];
  const inLanguage = splitLocalePath(pathname);
  return inLanguage.locale === locale ? `${inLanguage.path}${rest}` : path;
}
