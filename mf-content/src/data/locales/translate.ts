/**
 * How a language's data module lays its text over the English module (one way for every language):
 * each item's text is found by the item's key (an id, an anchor, or the English name where the data
 * has no id), never by position, so everything that is not visitor text (ids, slugs, dates, prices,
 * images, links) stays the English module's own. A key without text throws when the module loads, so
 * an item added in English cannot quietly show English on a Hindi or Gujarati page.
 */
export function translator(language: string) {
  function textFor<Text>(table: Readonly<Record<PropertyKey, Text>>, key: PropertyKey): Text {
    const text = table[key];
    if (text === undefined) throw new Error(`No ${language} text for "${String(key)}"`);
    return text;
  }
  function translate<T extends object, K extends PropertyKey, X extends object>(
    items: readonly T[],
    key: (item: T) => K,
    text: Readonly<Record<K, X>>,
  ): (Omit<T, keyof X> & X)[] {
    return items.map((item) => ({ ...item, ...textFor<X>(text, key(item)) }));
  }
  return { textFor, translate };
}
