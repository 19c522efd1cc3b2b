import styled from '@emotion/styled';
import type { PageModule, PageProps } from 'shared/contracts';
import { prepareAll } from 'shared/i18n';
import { useWords } from '../i18n';
import { Container, PageHeader, RemoteRoot, Section, media } from 'shared/ui';
import { NewsletterBox } from 'shared/ui/newsletter-box';
import { uiWords } from 'shared/ui/words';
import { faqIn } from '../data/faq';
import { contactWords } from '../contact-page/words';
import { Columns } from '../components/columns';
import { InfoCard } from '../components/info-card';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { ContactDetails, OpeningHours, contactPageMetaIn } from '../features/contact-details';
import { ContactForm } from '../features/contact-form';
import { FaqAccordion } from '../features/faq';
import { LocationMap } from '../features/location-map';
import { FAQ_ANCHOR, MESSAGE_FORM_ANCHOR } from '../lib/anchors';

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.desktopUp} {
    grid-template-columns: 1fr;
  }
`;

const Narrow = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** The /contact page: details and hours beside the form, then the map, the FAQ and the newsletter. */
function ContactPageContent({ formOutcome, locale }: Pick<PageProps, 'formOutcome' | 'locale'>) {
  const { i18n } = useWords();
  useScrollToHash();
  return (
    <>
      <PageHeader title={i18n._('page.title')} intro={i18n._('page.intro')} />
      <Section>
        <Container>
          <Columns>
            <Aside>
              <ContactDetails />
              <OpeningHours />
            </Aside>
            <InfoCard id={MESSAGE_FORM_ANCHOR} aria-labelledby="contact-form-heading">
              <h2 id="contact-form-heading">{i18n._('page.formHeading')}</h2>
              <ContactForm formOutcome={formOutcome} locale={locale} />
            </InfoCard>
          </Columns>
        </Container>
      </Section>
      <Section tone="soft" aria-labelledby="find-us-heading">
        <Container>
          <h2 id="find-us-heading" css={{ fontSize: '1.625rem', marginBottom: '1.5rem' }}>
            {i18n._('page.findUs')}
          </h2>
          <LocationMap />
        </Container>
      </Section>
      <Section id={FAQ_ANCHOR} aria-labelledby="faq-heading">
        <Container>
          <Narrow>
            <h2 id="faq-heading">{i18n._('page.faqHeading')}</h2>
            <FaqAccordion entries={faqIn.get(locale)} />
          </Narrow>
        </Container>
      </Section>
      <Section tone="soft" css={{ paddingTop: '2.5rem' }}>
        <Container>
          <Narrow>
            <NewsletterBox formOutcome={formOutcome} locale={locale} />
          </Narrow>
        </Container>
      </Section>
    </>
  );
}

/**
 * Public entry of mf-contact: the /contact page, composed of the package's features. It is not a
 * detail page, so it reports no title.
 */
export default function ContactPage({ formOutcome, locale }: PageProps) {
  return (
    <RemoteRoot boundary="contact">
      <contactWords.Words locale={locale}>
        <ContactPageContent formOutcome={formOutcome} locale={locale} />
      </contactWords.Words>
    </RemoteRoot>
  );
}

/** What sharers and search engines read about this page, in its language. */
export const describe: NonNullable<PageModule['describe']> = (_params, locale) => contactPageMetaIn(locale);

/** Loads the page's words (its own, shared/ui's for the newsletter box) and its FAQ in a language before the shell renders it. */
export const prepare: NonNullable<PageModule['prepare']> = prepareAll(contactWords, uiWords, faqIn);
