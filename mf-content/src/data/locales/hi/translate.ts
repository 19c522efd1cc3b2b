/**
 * Lays the Hindi text of each item over the English item, found by the item's key (an id, an anchor,
 * or the English name where the data has no id), so everything that is not visitor text (ids, slugs,
 * dates, prices, images, links) stays the English module's own. A key without Hindi text throws when
 * the module loads, so an item added in English cannot quietly show English on a Hindi page.
 */
export function translate<T extends object, K extends PropertyKey, X extends object>(
  items: readonly T[],
  key: (item: T) => K,
  text: Readonly<Record<K, X>>,
): (Omit<T, keyof X> & X)[] {
  return items.map((item) => {
    const own: X | undefined = text[key(item)];
    if (!own) throw new Error(`No Hindi text for ${String(key(item))}`);
    return { ...item, ...own };
  });
}
