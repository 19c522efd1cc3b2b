import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Home } from '../features/home';

/** Public entry of mf-content: /. */
export default function HomePage(_props: PageProps) {
  return (
    <ContentPage>
      <Home />
    </ContentPage>
  );
}
