import styled from '@emotion/styled';
import { declaredOnly, LOCALE_NAMES, LOCALE_TAGS, LOCALES, localePath, type Locale, type SitePage } from 'shared/contracts';
import { useShellWords } from '../i18n';
import { useLocation } from 'shared/router';
import { HREFLANGS, usePageLocale } from '../app/page-locale';
import { pageAt } from '../lib/compose-site';
import { headerLinkRow } from './header-links';

/**
 * The address of the page at `pathname` (after the language's prefix) in `locale`, with the query the
 * page declares (a list's search or filter: `?q=…&tag=…`), nothing else: the switch opens the same
 * page in the other language, as the server would render it.
 */
export function languageHref(locale: Locale, pathname: string, search: string, pages: readonly SitePage[]): string {
  const declared = pageAt(pages, pathname)?.page.query;
  const query = declared && declared.length > 0 ? declaredOnly(new URLSearchParams(search), declared).toString() : '';
  return `${localePath(locale, pathname)}${query ? `?${query}` : ''}`;
}

const List = styled.ul<{ readonly inverse: boolean }>`
  ${({ theme, inverse }) => headerLinkRow(theme, { current: '&[aria-current]', compact: true, inverse })};
  flex-wrap: ${({ inverse }) => (inverse ? 'wrap' : 'nowrap')};
`;

/**
 * The three languages, each by its own name in its own script, to this page and its declared query in
 * that language; the page's own marked current. Plain links, not the router's: another language is
 * another document (its router's basename is its prefix), and they work before and without scripts.
 * `label`: the navigation's name, when the page has another switch (landmarks need names of their own);
 * `inverse`: light links for a dark band (the footer's). Each name is drawn with the faces the
 * server declares for names in other scripts (`data-language-name`, indic-fonts.ts, decision 082).
 */
export function LanguageSwitch({
  pages,
  className,
  label,
  inverse = false,
}: {
  readonly pages: readonly SitePage[];
  readonly className?: string;
  readonly label?: string;
  readonly inverse?: boolean;
}) {
  const { pathname, search } = useLocation();
  const current = usePageLocale();
  const { i18n } = useShellWords();
  return (
    <nav aria-label={label ?? i18n._('language.label')} className={className}>
      <List inverse={inverse}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={languageHref(locale, pathname, search, pages)}
              lang={LOCALE_TAGS[locale]}
              hrefLang={HREFLANGS[locale]}
              aria-current={locale === current ? 'true' : undefined}
              data-language-name=""
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
