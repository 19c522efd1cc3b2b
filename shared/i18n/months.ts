/**
 * A month's name (1 to 12) from a catalog message that lists the twelve, separated by spaces (mf-content's
 * `date.months`, mf-contact's `enrol.months`), or undefined for another number or a list that is not
 * twelve names. Month names are catalog words rather than an Intl.DateTimeFormat's, whose first one a
 * page makes costs the phone 50 to 170 ms while it hydrates (decision 070); the tests beside each use
 * hold every language's list to Intl's CLDR names.
 */
export function monthFromList(list: string, month: number): string | undefined {
  const names = list.split(' ');
  return names.length === 12 && Number.isInteger(month) ? names[month - 1] : undefined;
}
