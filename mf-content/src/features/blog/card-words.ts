import type { BlogCategory } from '../../data/types';
import { dataIn, useLocale, type ContentData } from '../../i18n';

/**
 * The blog's categories and tags as the page's language names them (the values in URLs stay English):
 * here, not in src/i18n.tsx, so only the blog's pages carry it.
 */
export function useBlogLabels(): { readonly category: (value: BlogCategory) => string; readonly tag: (value: string) => string } {
  const locale = useLocale();
  const categories = dataIn(locale, 'blogCategoryLabels', {} as ContentData['blogCategoryLabels']);
  const tags = dataIn(locale, 'blogTagLabels', {});
  return { category: (value) => categories[value] ?? value, tag: (value) => tags[value] ?? value };
}
