import { CONTACT_EMAIL, CONTACT_PHONE, formatAddress, type PageProps } from 'shared';
import { PageHeader, RemoteRoot, Container, Section } from 'shared/ui';

/** Public entry of mf-contact: the /contact page. */
export default function ContactPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="contact">
      <PageHeader title="Contact Us" intro="Questions about a programme, a lab for your school or a course for your child? We reply within one working day." />
      <Section>
        <Container>
          <h2>Contact details</h2>
          <address css={{ fontStyle: 'normal' }}>
            <p>{formatAddress()}</p>
            <p>
              Phone: <a href={CONTACT_PHONE.href}>{CONTACT_PHONE.display}</a>
            </p>
            <p>
              E-mail: <a href={CONTACT_EMAIL.href}>{CONTACT_EMAIL.display}</a>
            </p>
          </address>
        </Container>
      </Section>
    </RemoteRoot>
  );
}
