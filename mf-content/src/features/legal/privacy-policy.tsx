import { PRIVACY_UPDATED, privacySections } from '../../data/privacy';
import { useData, useWords } from '../../i18n';
import { LegalPage } from './legal-page';
import { legalWords } from './words';

/** The privacy policy in the page's language: its own data only, so the terms page does not carry it. */
export function PrivacyPolicy() {
  const { i18n } = useWords(legalWords);
  const sections = useData('privacySections', privacySections);
  return (
    <LegalPage title={i18n._('legal.privacy.title')} intro={i18n._('legal.privacy.intro')} sections={sections} updated={PRIVACY_UPDATED} />
  );
}
