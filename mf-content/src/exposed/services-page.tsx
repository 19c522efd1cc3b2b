import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Services, servicesMeta } from '../features/services';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /services. */
export default function ServicesPage(_props: PageProps) {
  return (
    <ContentPage>
      <Services />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => servicesMeta;
