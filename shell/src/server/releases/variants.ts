import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { RemoteName, VersionSet } from 'shared/contracts';
import type { RequestVariant } from '../pages/page-route';
import type { Renderer } from '../pages/renderer';
import { previewBanner } from './preview-routes';
import { versionedRemotes } from './deploy-map';
import type { Choice, VersionChooser } from './version-choice';

/**
 * One renderer per version set the server is asked for: the stable one (the live map, which it
 * follows), and one per canary or preview set, made on first use and kept (a few: each holds its
 * remotes' server code). Each has its own federation instance, so two versions of one remote render
 * side by side in one process, each page wholly from its own set.
 */

type Remotes = Readonly<Record<RemoteName, string>>;

export interface VariantOptions {
  readonly chooser: VersionChooser;
  readonly stable: Renderer;
  /** The config's remotes, before any version is applied. */
  readonly base: () => Remotes;
  /** A renderer reading `remotes`; `cacheEntries` 0 keeps nothing (a preview's). */
  readonly makeRenderer: (remotes: () => Remotes, name: string, cacheEntries: number) => Renderer;
  /** The resource hints of a set: its own manifests, by its renderer's page table (page-hints.ts). */
  readonly makeHints: (remotes: () => Remotes, renderer: Renderer) => (pathname: string | null) => string;
  /** Sets rendered at once besides the stable one. */
  readonly max?: number;
  readonly log?: (message: string) => void;
}

const PRIVATE = 'private, no-store';

export function createRequestVariants({ chooser, stable, base, makeRenderer, makeHints, max = 6, log = console.log }: VariantOptions) {
  let made = 0;
  const renderers = new LRUCache<string, { renderer: Renderer; hints: (pathname: string | null) => string }>({
    max,
    dispose: (_value, key) => log(`[release] renderer for ${key} let go (more than ${max} version sets at once)`),
  });

  function rendererFor(choice: Choice) {
    let kept = renderers.get(choice.key);
    if (!kept) {
      const versions: VersionSet = choice.versions;
      const remotes = () => versionedRemotes(base(), versions);
      made += 1;
      const renderer = makeRenderer(remotes, `shell_server_${made}`, choice.kind === 'preview' ? 0 : 500);
      kept = { renderer, hints: makeHints(remotes, renderer) };
      renderers.set(choice.key, kept);
      log(`[release] rendering ${choice.kind} set ${choice.key}`);
    }
    return kept;
  }

  return {
    /**
     * Makes the renderer of a preview's set and reads its remotes before the previewer's first page
     * (opening the link), so that page is rendered here with the candidate rather than left to the browser.
     */
    async prepare(versions: VersionSet, withinMs = 3000): Promise<void> {
      const choice = chooser.previewOf(versions);
      const { renderer } = rendererFor(choice);
      await Promise.race([renderer.warm().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, withinMs).unref())]);
    },
    choose(headers: IncomingHttpHeaders): RequestVariant {
      const choice = chooser.choose(headers);
      const cookies: Record<string, string | readonly string[]> = choice.cookies.length
        ? { 'set-cookie': choice.cookies, 'cache-control': PRIVATE }
        : {};
      if (choice.kind === 'stable')
        return { renderer: stable, key: choice.key, shared: true, headers: cookies, versions: choice.versions, kind: choice.kind };
      const { renderer, hints } = rendererFor(choice);
      return {
        renderer,
        key: choice.key,
        // A preview's pages are this browser's alone: never kept for anyone else, here or in a CDN.
        shared: choice.kind !== 'preview',
        headers: choice.kind === 'preview' ? { ...cookies, 'cache-control': PRIVATE } : cookies,
        hints,
        banner: choice.preview ? previewBanner(choice.preview) : '',
        versions: choice.versions,
        kind: choice.kind,
      };
    },
  };
}
