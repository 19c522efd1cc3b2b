import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { LegalPage, TERMS_INTRO, termsOfServiceMeta } from '../features/legal';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { termsSections } from '../data/legal';

/** Public entry of mf-content: /terms-of-service. */
export default function TermsOfServicePage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale}>
      <LegalPage title="Terms of Service" intro={TERMS_INTRO} sections={termsSections} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => termsOfServiceMeta;

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage;
