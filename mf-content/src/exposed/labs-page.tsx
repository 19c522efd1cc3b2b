import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Labs, labsMeta } from '../features/labs';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /labs. */
export default function LabsPage(_props: PageProps) {
  return (
    <ContentPage>
      <Labs />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => labsMeta;
