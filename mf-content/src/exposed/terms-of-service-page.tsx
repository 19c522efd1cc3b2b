import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { LegalPage } from '../features/legal';
import { termsSections } from '../data/legal';

/** Public entry of mf-content: /terms-of-service. */
export default function TermsOfServicePage(_props: PageProps) {
  return (
    <ContentPage>
      <LegalPage
        title="Terms of Service"
        intro="The terms for using this website and registering for our programmes."
        sections={termsSections}
      />
    </ContentPage>
  );
}
