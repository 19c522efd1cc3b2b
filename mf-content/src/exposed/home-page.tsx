import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Home, homeMeta } from '../features/home';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /. */
export default function HomePage(_props: PageProps) {
  return (
    <ContentPage>
      <Home />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => homeMeta;
