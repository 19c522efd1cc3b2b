import { createContext, type ComponentType } from 'react';
import { DEFAULT_LOCALE, type Locale, type RemoteName } from 'shared/contracts';

type AnyComponent = ComponentType<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each module has its own props; the caller types them

/** An exposed module as federation returns it. */
export interface LoadedModule {
  readonly default: AnyComponent;
  /** Loads what the module needs to render in a language (page-meta.ts, remotes.ts ChatWidgetModule). */
  readonly prepare?: (locale: Locale) => Promise<void>;
}

/**
 * A load in progress or done, in the shape React's `use` reads synchronously: once `status` is
 * 'fulfilled', rendering the module does not suspend. That is what lets a prefetched page (and every
 * page on the server, which loads before it renders) show at once, with no loading state in between.
 */
export type TrackedLoad = Promise<LoadedModule>;

type Tracking = { status?: 'pending' | 'fulfilled' | 'rejected'; value?: LoadedModule; reason?: unknown };

export type LoadModule = (remote: RemoteName, module: string, fresh: boolean) => Promise<LoadedModule>;

function track(promise: Promise<LoadedModule>): TrackedLoad & Tracking {
  const tracked = promise as TrackedLoad & Tracking;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** The module once its `prepare(locale)` has settled: a module without one has nothing to wait for. */
async function prepared(loading: Promise<LoadedModule>, locale: Locale): Promise<LoadedModule> {
  const loaded = await loading;
  if (typeof loaded.prepare === 'function') await loaded.prepare(locale);
  return loaded;
}

/**
 * One load per exposed module and language (`remote/module/locale`): the module's code, then its
 * `prepare(locale)` (its words and data in that language), so an area renders complete on the server
 * and hydrates or renders in the browser without suspending again. A failed `prepare` is the area's
 * failure as a failed load is (its Try again asks afresh). Kept across navigations so a page seen (or
 * prefetched) once renders at once. A failed load is kept until it is forgotten: in the browser by a
 * Try again, which asks for a fresh one; on the server at the start of the next render
 * (`forgetFailures`), so a remote that answers again is in the next page, and a render never starts a
 * second load of what failed during it.
 */
export function createModuleLoader(load: LoadModule) {
  const loads = new Map<string, TrackedLoad & Tracking>();
  return {
    /** The module's load for `locale` (English by default), started now if needed; `fresh` replaces a previous (failed) one. */
    get(remote: RemoteName, module: string, fresh = false, locale: Locale = DEFAULT_LOCALE): TrackedLoad {
      const id = `${remote}/${module}/${locale}`;
      const current = loads.get(id);
      if (current && !fresh) return current;
      const started = track(prepared(load(remote, module, fresh), locale));
      // Failures are shown by the area that renders it, not as unhandled rejections.
      started.catch(() => undefined);
      loads.set(id, started);
      return started;
    },
    /** Forgets every load that failed, so the next `get` of it loads anew. */
    forgetFailures(): void {
      for (const [id, tracked] of loads) if (tracked.status === 'rejected') loads.delete(id);
    },
    /** Forgets every load, or one remote's (after its redeploy). */
    forget(remote?: RemoteName): void {
      for (const id of [...loads.keys()]) if (remote === undefined || id.startsWith(`${remote}/`)) loads.delete(id);
    },
  };
}

export type ModuleLoader = ReturnType<typeof createModuleLoader>;

/** The loader remote areas use: the browser's federation loader, or the server's (see server/). */
export const ModuleLoaderContext = createContext<ModuleLoader | null>(null);
