import type { RemoteName } from './remote-names';
import type { PageDescription, PageLabels, RemotePages } from './pages';
import { CONTRACT_VERSION } from './version';

// The helpers a remote writes its page table with. Kept apart from the schemas in pages.ts (and free
// of valibot), because every page of every remote imports them: module-level schemas cannot be
// tree-shaken, and the browser does not need to validate its own table.

/** A page of a remote's own typed table: its description plus `href`, for the remote's own links. */
export interface PageEntry<P extends readonly string[] = readonly []> extends PageDescription {
  readonly href: (...params: { [K in keyof P]: string }) => string;
}

/** What a page may declare beyond its path, module and label. */
export interface PageOptions {
  /** The query parameters it reads (see PageDescription.query). */
  readonly query?: readonly string[];
  /** Its label in Hindi and Gujarati (see PageDescription.labels). */
  readonly labels?: PageLabels;
  /** Its word chunks (see PageDescription.words). */
  readonly words?: readonly string[];
}

/** A page at a fixed path. */
export const page = (path: string, module: string, label: string, { query, labels, words }: PageOptions = {}): PageEntry => ({
  path,
  module,
  label,
  ...(labels ? { labels } : {}),
  detail: false,
  ...(query ? { query } : {}),
  ...(words ? { words } : {}),
  href: () => path,
});

/** A detail page under `base` (`/news` -> `/news/:id`), which reports its item's title. */
export const detailPage = (
  base: string,
  module: string,
  label: string,
  { labels, words }: Pick<PageOptions, 'labels' | 'words'> = {},
): PageEntry<readonly ['id']> => ({
  path: `${base}/:id`,
  module,
  label,
  ...(labels ? { labels } : {}),
  detail: true,
  ...(words ? { words } : {}),
  href: (id: string) => `${base}/${encodeURIComponent(id)}`,
});

/** What the build writes as `pages.json` from a remote's table (the `href` functions stay home). */
export function publishPages(remote: RemoteName, table: Readonly<Record<string, PageDescription>>): RemotePages {
  return {
    contract: CONTRACT_VERSION,
    remote,
    pages: Object.values(table).map(({ path, module, label, labels, detail, query, words }) => ({
      path,
      module,
      label,
      ...(labels ? { labels } : {}),
      detail,
      ...(query ? { query } : {}),
      ...(words ? { words } : {}),
    })),
  };
}

/**
 * The file of an exposed page module, by the one naming rule every remote follows:
 * 'NewsDetailPage' is `src/exposed/news-detail-page.tsx`.
 */
export function exposedFileOf(module: string): string {
  return `./src/exposed/${moduleFileName(module)}.tsx`;
}

/** 'NewsDetailPage' -> 'news-detail-page'. */
export function moduleFileName(module: string): string {
  return module.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
}
