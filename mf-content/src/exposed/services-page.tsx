import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Services, servicesMeta, servicesWords } from '../features/services';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { labsIn, programmesIn } from '../data/translations';

/** Public entry of mf-content: /services. */
export default function ServicesPage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale} words={servicesWords}>
      <Services />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => servicesMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(servicesWords, labsIn, programmesIn);
