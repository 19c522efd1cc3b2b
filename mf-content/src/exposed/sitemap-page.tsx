import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Sitemap, sitemapMeta, sitemapWords } from '../features/sitemap';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { blogSummariesIn, coursesIn, labsIn, newsArticlesIn, programmesIn } from '../data/translations';

/** Public entry of mf-content: /sitemap. */
export default function SitemapPage({ locale, sitePages }: PageProps) {
  return (
    <ContentPage locale={locale} words={sitemapWords}>
      <Sitemap sitePages={sitePages} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => sitemapMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(sitemapWords, blogSummariesIn, coursesIn, labsIn, newsArticlesIn, programmesIn);
