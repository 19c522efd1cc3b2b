/**
 * The Gujarati text of one English item, found by the item's key (an id, anchor or English name), never
 * by its position. A key without a text throws when the module loads, so an English item added without
 * its translation fails every test that imports the page's data instead of showing English silently.
 */
export function textFor<Text>(table: Readonly<Record<string, Text>>, key: string): Text {
  const text = table[key];
  if (text === undefined) throw new Error(`No Gujarati text for "${key}"`);
  return text;
}
