import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { SmartAnganwadi, anganwadiMeta, anganwadiWords } from '../features/anganwadi';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { anganwadiIn } from '../data/translations';

/** Public entry of mf-content: /smart-anganwadi. */
export default function SmartAnganwadiPage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale} words={anganwadiWords}>
      <SmartAnganwadi />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => anganwadiMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(anganwadiWords, anganwadiIn);
