import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Services } from '../features/services';

/** Public entry of mf-content: /services. */
export default function ServicesPage(_props: PageProps) {
  return (
    <ContentPage>
      <Services />
    </ContentPage>
  );
}
