import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { About, aboutMeta } from '../features/about';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /about. */
export default function AboutPage(_props: PageProps) {
  return (
    <ContentPage>
      <About />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => aboutMeta;
