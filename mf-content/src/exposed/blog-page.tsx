import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { BlogList, blogListMeta, blogWords } from '../features/blog';
import type { PreparePage, DescribePage } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { blogPostsIn, blogSummariesIn } from '../data/translations';

/** Public entry of mf-content: /blog. */
export default function BlogPage({ locale, serverRendered }: PageProps) {
  return (
    <ContentPage locale={locale} words={blogWords}>
      <BlogList serverRendered={serverRendered} />
    </ContentPage>
  );
}

/** What sharers and search engines read about this page. */
export const describe: DescribePage = (_params, locale) => blogListMeta(locale);

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(blogWords, blogSummariesIn, blogPostsIn);
