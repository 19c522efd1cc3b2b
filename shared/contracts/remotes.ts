import type { ComponentType } from 'react';
import type { FormOutcome } from './forms';
import type { PageDescription } from './pages';

import type { Locale } from './locale';
import type { RemoteName } from './remote-names';

/**
 * The federation contract: the props of what the remotes expose. Which pages each remote serves is
 * not listed here: each publishes its own (pages.ts).
 */
export { REMOTE_NAMES, type RemoteName } from './remote-names';

/** What each remote's area is called in messages a visitor reads ("The robot maze could not be loaded"). */
export const REMOTE_AREA_NAMES: Record<RemoteName, string> = {
  mf_content: 'This page',
  mf_chat: 'The chat assistant',
  mf_maze: 'The robot maze',
  mf_contact: 'The contact page',
};

/** A page of the composed site: a remote's published page and the remote that serves it. */
export interface SitePage extends PageDescription {
  readonly remote: RemoteName;
}

/** Props every page module receives from the shell. */
export interface PageProps {
  /** Every page of the composed site as the remotes published them, for a page that lists them (the sitemap). */
  readonly sitePages: readonly SitePage[];
  /**
   * Detail pages call this with their item's title once they know it (null while unknown or not
   * found). Only the shell writes `document.title`; remotes report, the shell decides.
   */
  readonly reportTitle: (itemTitle: string | null) => void;
  /**
   * True for the page the document arrived with: the shell's server rendered it and the browser
   * hydrates it, so it shows its content at once (a detail page skips its loading state, which would
   * otherwise replace finished HTML with a spinner). Absent or false after in-app navigation.
   */
  readonly serverRendered?: boolean;
  /**
   * The outcome of a form posted without script, when this document is the shell's answer to that
   * post (see forms.ts): the page shows its message and, on failure, puts the typed values back.
   */
  readonly formOutcome?: FormOutcome;
  /**
   * The page's language, from its address (`/hi/…`, `/gu/…`, English otherwise); absent means English.
   * The shell's router has the language's prefix as its basename, so a remote's links (`/news/3`) stay
   * in the page's language without the remote adding anything; the remote picks its own words and
   * data by this value, with an i18n instance of its own per render (shared/i18n). Before rendering,
   * the shell awaits the page module's `prepare(locale)` (page-meta.ts) so the words are at hand.
   */
  readonly locale?: Locale;
  /**
   * The site's public address (the shell server's SITE_URL, no trailing slash, e.g.
   * `https://www.robominds.in`), the same on the server and in the browser, for an address a page gives
   * away (a share link). Absent where the shell does not know it (a page rendered only in the browser by
   * the development server): the browser's own origin is the page's public address there.
   */
  readonly siteUrl?: string;
}

/** Props of the chat widget that the shell's layout mounts on every route. */
export interface ChatWidgetProps {
  /** The page's language (absent: English): the widget's words and the language the assistant answers in. */
  readonly locale?: Locale;
}

/** The chat widget's exposed module: the component and, as a page module, its optional `prepare(locale)`. */
export interface ChatWidgetModule {
  readonly default: ComponentType<ChatWidgetProps>;
  readonly prepare?: (locale: Locale) => Promise<void>;
}
