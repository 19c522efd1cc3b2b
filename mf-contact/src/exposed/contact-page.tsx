import type { PageProps } from 'shared/contracts';
import { RemoteRoot } from 'shared/ui';
import { ContactPageContent } from '../app/contact-page';

/** Public entry of mf-contact: the /contact page. It is not a detail page, so it reports no title. */
export default function ContactPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="contact">
      <ContactPageContent />
    </RemoteRoot>
  );
}
