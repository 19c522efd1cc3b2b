import type { Words } from 'shared/i18n';
import { ENGLISH, type ChatSource } from './chat-answer';

const BASE = 'https://site.invalid';

/** '/services/' and '/services' are one page; the hash and query only point inside it. */
function pageOf(path: string): string {
  const { pathname } = new URL(path, BASE);
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
