import type { MouseEvent } from 'react';
import { useNavigate } from 'shared/router';
import { linksInLanguage, pathInRouter, routedPath } from '../lib/internal-link';
import { useLocale } from '../i18n';

/**
 * Renders article or post HTML as it is, its links to this site in the page's language, and lets the
 * router take those links so they open without a full page reload (the HTML's anchors are plain <a>
 * elements, not router links).
 *
 * Only HTML listed in `data/html-bodies.ts`: the build checks each of those is exactly what the
 * sanitiser makes of it (`lib/clean-html.ts`, `scripts/check-html.ts`), so nothing is sanitised here,
 * on the server or in the browser. HTML from anywhere else (a visitor, a request) must never come here.
 */
export function CheckedHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  const navigate = useNavigate();
  const locale = useLocale();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const path = routedPath(
      {
        href: anchor.getAttribute('href'),
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
      },
      window.location.href,
    );
    if (path === null) return;
    event.preventDefault();
    // The router's basename is the language's prefix, which the HTML's links carry.
    navigate(pathInRouter(path, locale));
  };

  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the handler only delegates link clicks, and keyboard users activate links, which fire click too
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: linksInLanguage(html, locale) }} />;
}
