import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { LegalPage, TERMS_INTRO, termsOfServiceMeta } from '../features/legal';
import type { DescribePage } from '../lib/page-meta';
import { termsSections } from '../data/legal';

/** Public entry of mf-content: /terms-of-service. */
export default function TermsOfServicePage(_props: PageProps) {
  return (
    <ContentPage>
      <LegalPage title="Terms of Service" intro={TERMS_INTRO} sections={termsSections} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => termsOfServiceMeta;
