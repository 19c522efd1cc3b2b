import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { About, aboutMeta, aboutWords } from '../features/about';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { aboutIn, impactIn } from '../data/translations';

/** Public entry of mf-content: /about. */
export default function AboutPage({ locale }: PageProps) {
  return (
    <ContentPage locale={locale} words={aboutWords}>
      <About />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => aboutMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(aboutWords, aboutIn, impactIn);
