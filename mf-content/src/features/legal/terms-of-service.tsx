import { LEGAL_UPDATED, termsSections } from '../../data/legal';
import { useData, useWords } from '../../i18n';
import { LegalPage } from './legal-page';
import { legalWords } from './words';

/** The terms of service in the page's language. */
export function TermsOfService() {
  const { i18n } = useWords(legalWords);
  const sections = useData('termsSections', termsSections);
  return <LegalPage title={i18n._('legal.terms.title')} intro={i18n._('legal.terms.intro')} sections={sections} updated={LEGAL_UPDATED} />;
}
