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
