import { splitLocalePath } from 'shared/contracts';
import type { Words } from 'shared/i18n';
import { ENGLISH, type ChatSource } from './chat-answer';

const BASE = 'https://site.invalid';

/**
 * A source's path as the page's router links it: without a language prefix. The gateway writes a Hindi
 * or Gujarati answer's sources under `/hi` or `/gu`, and the shell's router already has the page's
 * prefix as its basename (a router link to '/gu/courses/iot' on a Gujarati page went to
 * '/gu/gu/courses/iot', a 404), so a source opens in the page's language, as every link inside a
 * page does (issue 39, point 2), whatever language the answer is in. Query and hash are kept.
 */
export function routerPath(sourcePath: string): string {
  const { pathname, search, hash } = new URL(sourcePath, BASE);
  return `${splitLocalePath(pathname).path}${search}${hash}`;
}

/** '/services/' and '/services' are one page, in any language; the hash and query only point inside it. */
function pageOf(path: string): string {
  const { path: pathname } = splitLocalePath(new URL(path, BASE).pathname);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** True when a source is the page the visitor is on (a section of it counts). */
export function isCurrentPage(sourcePath: string, currentPathname: string): boolean {
  return pageOf(sourcePath) === pageOf(currentPathname);
}

/**
 * What a screen reader hears once when an answer is complete: the answer, then where it comes from.
 * The log itself is not live, so nothing is read twice.
 */
export function announcementFor(text: string, sources: readonly ChatSource[] = [], i18n: Words = ENGLISH): string {
  if (sources.length === 0) return text;
  return i18n._('sources.announce', { text, titles: sources.map((source) => source.title).join(', ') });
}
