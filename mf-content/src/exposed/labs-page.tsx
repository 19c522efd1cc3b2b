import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Labs, labsMeta, labsWords } from '../features/labs';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { labsIn } from '../data/translations';

/** Public entry of mf-content: /labs. */
export default function LabsPage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale} words={labsWords}>
      <Labs />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => labsMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(labsWords, labsIn);
