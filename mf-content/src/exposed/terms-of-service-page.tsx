import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { TermsOfService, termsOfServiceMeta, legalWords } from '../features/legal';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { legalIn } from '../data/translations';

/** Public entry of mf-content: /terms-of-service. */
export default function TermsOfServicePage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale} words={legalWords}>
      <TermsOfService />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => termsOfServiceMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(legalWords, legalIn);
