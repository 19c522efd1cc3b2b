import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { NewsDetail, describeNewsArticle, newsItems, newsDetailWords } from '../features/news';
import type { PreparePage, DescribePage, ListItems } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { newsArticlesIn } from '../data/translations';
import { newsBodiesIn } from '../data/bodies';
import { uiWords } from 'shared/ui/words';

/** Public entry of mf-content: /news/:id. */
export default function NewsDetailPage({ locale, reportTitle, serverRendered, formOutcome, siteUrl }: PageProps) {
  return (
    <ContentPage locale={locale} words={newsDetailWords}>
      <NewsDetail reportTitle={reportTitle} serverRendered={serverRendered} formOutcome={formOutcome} siteUrl={siteUrl} />
    </ContentPage>
  );
}

/** The item's meta for sharers and search engines, or what to do with an id that names no item. */
export const describe: DescribePage = ({ id }, locale) => describeNewsArticle(id, locale);

/** Every item, for sitemap.xml. */
export const items: ListItems = newsItems;

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(newsDetailWords, newsArticlesIn, newsBodiesIn, uiWords);
