import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { SmartAnganwadi } from '../features/anganwadi';

/** Public entry of mf-content: /smart-anganwadi. */
export default function SmartAnganwadiPage(_props: PageProps) {
  return (
    <ContentPage>
      <SmartAnganwadi />
    </ContentPage>
  );
}
