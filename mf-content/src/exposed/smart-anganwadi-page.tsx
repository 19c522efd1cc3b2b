import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { SmartAnganwadi, anganwadiMeta } from '../features/anganwadi';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /smart-anganwadi. */
export default function SmartAnganwadiPage(_props: PageProps) {
  return (
    <ContentPage>
      <SmartAnganwadi />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => anganwadiMeta;
