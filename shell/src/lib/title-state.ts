import { DEFAULT_LOCALE, pageLabel, type Locale, type SitePage } from 'shared/contracts';
import type { ShellI18n } from '../i18n';
import { BRAND_NAME, NOT_FOUND_TITLE, TITLE_SUFFIX, titleForItem, titleForPath } from 'shared/site';
import { pageAt } from './compose-site';

/** An item title reported by a detail page, remembered with the path it belongs to. */
export interface ReportedTitle {
  readonly pathname: string;
  readonly itemTitle: string | null;
}

/** What a title in another language than English is made of: the page labels the remotes publish, and the shell's words. */
export interface TitleLanguage {
  readonly locale: Locale;
  readonly pages: readonly SitePage[];
  /** The shell's words in `locale` (its tagline and "Page Not Found"). */
  readonly i18n: ShellI18n;
}

/**
 * The document title for what the shell shows: a 404 has its own; a detail page's reported item title
 * wins, but only for the path that reported it (a late report from the previous page is ignored).
 * `pathname` is the path after the language's prefix. In English, the spec's rule as it stands: the
 * home title, or the capitalised first path segment and the suffix. In Hindi and Gujarati the same
 * rule in the language: the first segment's page label (`pageLabel`, from the remotes' pages.json),
 * the translated tagline, "Page Not Found" in the language; the brand stays as it is.
 */
export function resolveTitle(pathname: string, reported: ReportedTitle | null, notFound = false, language?: TitleLanguage): string {
  const other = language && language.locale !== DEFAULT_LOCALE ? language : null;
  if (notFound) return other ? `${other.i18n._('notFound.title')}${TITLE_SUFFIX}` : NOT_FOUND_TITLE;
  if (reported && reported.pathname === pathname && reported.itemTitle) return titleForItem(reported.itemTitle);
  return other ? titleForPathIn(pathname, other) : titleForPath(pathname);
}

function titleForPathIn(pathname: string, { locale, pages, i18n }: TitleLanguage): string {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  if (!first) return `${BRAND_NAME} | ${i18n._('brand.tagline')}`;
  // The page the first segment names (`/news` for `/news/3`), else the page at the path itself.
  const page = pages.find((candidate) => candidate.path === `/${first}`) ?? pageAt(pages, pathname)?.page;
  return page ? `${pageLabel(page, locale)}${TITLE_SUFFIX}` : titleForPath(pathname);
}
