import type { PageModule, PageProps } from 'shared/contracts';
import { prepareAll } from 'shared/i18n';
import { useWords } from '../i18n';
import { Container, PageHeader, RemoteRoot, Section } from 'shared/ui';
import { formWords } from 'shared/ui/words';
import { kindWords } from '../../contract/institution-kinds';
import { InfoCard } from '../components/info-card';
import { PartnershipForm, describePartnership, partnershipWords } from '../features/partnership';

function PartnershipPageContent({ formOutcome, locale }: Pick<PageProps, 'formOutcome' | 'locale'>) {
  const { i18n } = useWords();
  return (
    <>
      <PageHeader title={i18n._('partnership.title')} intro={i18n._('partnership.intro')} />
      <Section>
        <Container>
          <InfoCard aria-labelledby="partnership-form-heading" css={{ maxWidth: '52rem', margin: '0 auto' }}>
            <h2 id="partnership-form-heading">{i18n._('partnership.formHeading')}</h2>
            <PartnershipForm formOutcome={formOutcome} locale={locale} />
          </InfoCard>
        </Container>
      </Section>
    </>
  );
}

/**
 * Public entry of mf-contact's partnership enquiry (issue 40, point 3): /partnerships, where Become a
 * Partner on /about and the FAQ's partnership answer lead. Not a detail page: it reports no title.
 */
export default function PartnershipPage({ formOutcome, locale }: PageProps) {
  return (
    <RemoteRoot boundary="contact">
      <partnershipWords.Words locale={locale}>
        <PartnershipPageContent formOutcome={formOutcome} locale={locale} />
      </partnershipWords.Words>
    </RemoteRoot>
  );
}

/** What sharers and search engines read about this page, in its language. */
export const describe: NonNullable<PageModule['describe']> = (_params, locale) => describePartnership(locale);

/** Loads the page's words in a language before the shell renders it, the forms' own (a failed send's, the e-mail's) with them. */
export const prepare: NonNullable<PageModule['prepare']> = prepareAll(partnershipWords, kindWords, formWords);
