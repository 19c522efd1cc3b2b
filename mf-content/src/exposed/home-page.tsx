import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Home, homeMeta, homeWords } from '../features/home';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { homeIn, impactIn, newsArticlesIn } from '../data/translations';

/** Public entry of mf-content: /. */
export default function HomePage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale} words={homeWords}>
      <Home />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => homeMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(homeWords, homeIn, impactIn, newsArticlesIn);
