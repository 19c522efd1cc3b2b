import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { LegalPage, PRIVACY_INTRO, PRIVACY_UPDATED, privacyPolicyMeta, privacySections } from '../features/legal';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';

/** Public entry of mf-content: /privacy-policy. */
export default function PrivacyPolicyPage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale}>
      <LegalPage title="Privacy Policy" intro={PRIVACY_INTRO} sections={privacySections} updated={PRIVACY_UPDATED} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => privacyPolicyMeta;

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage;
