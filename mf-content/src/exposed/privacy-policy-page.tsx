import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { LegalPage } from '../features/legal';
import { privacySections } from '../data/legal';

/** Public entry of mf-content: /privacy-policy. */
export default function PrivacyPolicyPage(_props: PageProps) {
  return (
    <ContentPage>
      <LegalPage
        title="Privacy Policy"
        intro="What this website does with your data: very little, and nothing without telling you."
        sections={privacySections}
      />
    </ContentPage>
  );
}
