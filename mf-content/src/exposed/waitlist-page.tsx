import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { Waitlist, waitlistMeta, waitlistWords } from '../features/waitlist';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { platformIn } from '../data/translations';
import { formWords } from 'shared/ui/forms';

/** Public entry of mf-content: /waitlist. */
export default function WaitlistPage({ locale, formOutcome }: PageProps) {
  return (
    <ContentPage locale={locale} words={waitlistWords}>
      <Waitlist formOutcome={formOutcome} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => waitlistMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it (the form's failure words included: no newsletter box here). */
export const prepare: PreparePage = preparePage(waitlistWords, platformIn, formWords);
