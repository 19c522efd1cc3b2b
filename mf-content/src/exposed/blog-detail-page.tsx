import type { PageProps } from 'shared/contracts';
import { ContentPage } from '../components/content-page';
import { BlogDetail, describeBlogPost, blogItems, blogDetailWords } from '../features/blog';
import type { PreparePage, DescribePage, ListItems } from '../lib/page-meta';
import { preparePage } from '../i18n';
import { blogSummariesIn } from '../data/translations';
import { postBodiesIn } from '../data/bodies';
import { uiWords } from 'shared/ui/words';

/** Public entry of mf-content: /blog/:id. */
export default function BlogDetailPage({ locale, reportTitle, serverRendered, formOutcome, siteUrl }: PageProps) {
  return (
    <ContentPage locale={locale} words={blogDetailWords}>
      <BlogDetail reportTitle={reportTitle} serverRendered={serverRendered} formOutcome={formOutcome} siteUrl={siteUrl} />
    </ContentPage>
  );
}

/** The item's meta for sharers and search engines, or what to do with an id that names no item. */
export const describe: DescribePage = ({ id }, locale) => describeBlogPost(id, locale);

/** Every item, for sitemap.xml. */
export const items: ListItems = blogItems;

/** Loads the page's words and data in a language before the shell renders or hydrates it. */
export const prepare: PreparePage = preparePage(blogDetailWords, blogSummariesIn, postBodiesIn, uiWords);
