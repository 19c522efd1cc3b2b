import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Waitlist } from '../features/waitlist';

/** Public entry of mf-content: /waitlist. */
export default function WaitlistPage(_props: PageProps) {
  return (
    <ContentPage>
      <Waitlist />
    </ContentPage>
  );
}
