import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { LegalPage, PRIVACY_INTRO, PRIVACY_UPDATED, privacyPolicyMeta, privacySections } from '../features/legal';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /privacy-policy. */
export default function PrivacyPolicyPage(_props: PageProps) {
  return (
    <ContentPage>
      <LegalPage title="Privacy Policy" intro={PRIVACY_INTRO} sections={privacySections} updated={PRIVACY_UPDATED} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => privacyPolicyMeta;
