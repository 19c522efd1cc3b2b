import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { About } from '../features/about';

/** Public entry of mf-content: /about. */
export default function AboutPage(_props: PageProps) {
  return (
    <ContentPage>
      <About />
    </ContentPage>
  );
}
