import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { PrivacyPolicy, privacyPolicyMeta, legalWords } from '../features/legal';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { privacyIn } from '../data/translations';

/** Public entry of mf-content: /privacy-policy. */
export default function PrivacyPolicyPage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale} words={legalWords}>
      <PrivacyPolicy />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => privacyPolicyMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(legalWords, privacyIn);
