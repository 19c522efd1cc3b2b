import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Labs } from '../features/labs';

/** Public entry of mf-content: /labs. */
export default function LabsPage(_props: PageProps) {
  return (
    <ContentPage>
      <Labs />
    </ContentPage>
  );
}
