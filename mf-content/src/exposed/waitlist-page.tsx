import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Waitlist, waitlistMeta } from '../features/waitlist';
import type { DescribePage } from '../lib/page-meta';

/** Public entry of mf-content: /waitlist. */
export default function WaitlistPage({ formOutcome }: PageProps) {
  return (
    <ContentPage>
      <Waitlist formOutcome={formOutcome} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = () => waitlistMeta;
