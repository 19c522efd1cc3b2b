import { useParams } from 'shared/router';
import type { PageProps } from 'shared/contracts';
import { type TranslatedBodies, useBody } from '../data/bodies';
import { type Dated, findById, moreItems, prevNextIds, type PrevNext } from '../lib/collections';
import { useDelay } from './use-delay';
import { useReportTitle } from './use-report-title';

/** A news article or blog post ready to show, with what its page shows around it. */
export interface ShownItem<T> {
  readonly item: T;
  /** The item's body (HTML) in the page's language. */
  readonly content: string;
  /** More News / related posts: the three newest others. */
  readonly more: readonly T[];
  readonly prevNext: PrevNext;
}

/**
 * The mechanics the news and blog detail pages share: the item of the route's id among `items`, the
 * 300 ms loading state (none for the item the server rendered), its body in the page's language (only
 * its own translation is downloaded: data/bodies.ts), the title reported to the shell once known, and
 * its previous/next ids and more items. 'loading' while the spinner shows (the delay, or the body on
 * its way), 'missing' for an id no item has (back to the list with its notice). Each page keeps its
 * own layout and words.
 */
export function useItemDetail<T extends Dated & { readonly title: string }>(
  items: readonly T[],
  bodies: TranslatedBodies,
  /** The English body of an item (also the body of an item without a translation). */
  englishBody: (id: string) => string | undefined,
  { reportTitle, serverRendered = false }: Pick<PageProps, 'reportTitle' | 'serverRendered'>,
): ShownItem<T> | 'loading' | 'missing' {
  const { id } = useParams();
  const ready = useDelay(id, { initiallyReady: serverRendered });
  const item = findById(items, id);
  const content = useBody(bodies, item?.id, item && englishBody(item.id));
  useReportTitle(reportTitle, ready && item ? item.title : null);
  if (!ready || (item && content === undefined)) return 'loading';
  if (!item || content === undefined) return 'missing';
  return { item, content, more: moreItems(items, item.id), prevNext: prevNextIds(item.id) };
}
