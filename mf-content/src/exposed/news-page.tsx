import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { NewsList, newsListMeta, newsWords } from '../features/news';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { newsIn, newsArticlesIn } from '../data/translations';

/** Public entry of mf-content: /news. */
export default function NewsPage({ locale, serverRendered }: PageProps) {
  return (
    <ContentPage locale={locale} words={newsWords}>
      <NewsList serverRendered={serverRendered} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => newsListMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(newsWords, newsIn, newsArticlesIn);
