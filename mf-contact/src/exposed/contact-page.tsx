import styled from '@emotion/styled';
import type { PageModule, PageProps } from 'shared/contracts';
import { Container, PageHeader, RemoteRoot, Section, media } from 'shared/ui';
import { NewsletterBox } from 'shared/ui/newsletter-box';
import { faqEntries } from '../data/faq';
import { InfoCard } from '../components/info-card';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { CONTACT_PAGE_INTRO, ContactDetails, OpeningHours, contactPageMeta } from '../features/contact-details';
import { ContactForm } from '../features/contact-form';
import { FaqAccordion } from '../features/faq';
import { LocationMap } from '../features/location-map';
import { FAQ_ANCHOR, MESSAGE_FORM_ANCHOR } from '../lib/anchors';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.desktopUp} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

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
function ContactPageContent({ formOutcome }: Pick<PageProps, 'formOutcome'>) {
  useScrollToHash();
  return (
    <>
      <PageHeader title="Contact Us" intro={CONTACT_PAGE_INTRO} />
      <Section>
        <Container>
          <Columns>
            <Aside>
              <ContactDetails />
              <OpeningHours />
            </Aside>
            <InfoCard id={MESSAGE_FORM_ANCHOR} aria-labelledby="contact-form-heading">
              <h2 id="contact-form-heading">Send us a message</h2>
              <ContactForm formOutcome={formOutcome} />
            </InfoCard>
          </Columns>
        </Container>
      </Section>
      <Section tone="soft" aria-labelledby="find-us-heading">
        <Container>
          <h2 id="find-us-heading" css={{ fontSize: '1.625rem', marginBottom: '1.5rem' }}>
            Find us
          </h2>
          <LocationMap />
        </Container>
      </Section>
      <Section id={FAQ_ANCHOR} aria-labelledby="faq-heading">
        <Container>
          <Narrow>
            <h2 id="faq-heading">Frequently asked questions</h2>
            <FaqAccordion entries={faqEntries} />
          </Narrow>
        </Container>
      </Section>
      <Section tone="soft" css={{ paddingTop: '2.5rem' }}>
        <Container>
          <Narrow>
            <NewsletterBox formOutcome={formOutcome} />
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
export default function ContactPage({ formOutcome }: PageProps) {
  return (
    <RemoteRoot boundary="contact">
      <ContactPageContent formOutcome={formOutcome} />
    </RemoteRoot>
  );
}

/** What sharers and search engines read about this page. */
export const describe: NonNullable<PageModule['describe']> = () => contactPageMeta;
