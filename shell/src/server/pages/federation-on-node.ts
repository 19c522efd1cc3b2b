import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as EmotionReact from '@emotion/react';
import * as EmotionJsxRuntime from '@emotion/react/jsx-runtime';
import EmotionStyled from '@emotion/styled';
import * as SharedUi from 'shared/ui';
import * as SharedRouter from 'shared/router';
import vm from 'node:vm';
import { createInstance } from '@module-federation/enhanced/runtime';
import { LOCALES, SERVER_PUBLIC_PATH_OPTION, serverPublicPathOf, type RemoteName } from 'shared/contracts';
import { createModuleLoader, type LoadedModule, type ModuleLoader } from '../../federation/module-loader';
import { withTimeout } from '../../federation/remote-loader';
import sharedPackage from 'shared/package.json';

/** The pinned version of a package the `shared` package depends on ('^7.9.0' -> '7.9.0'). */
function pinned(name: string): string {
  const range = (sharedPackage.dependencies as Record<string, string>)[name];
  if (!range) throw new Error(`shared/package.json does not list ${name}`);
  return range.replace(/^[^0-9]*/, '');
}

/** One provider of a singleton: this process's own copy, which every remote's server build takes. */
function provide(version: string, module: unknown) {
  return { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

/**
 * The singletons the remotes' server builds expect (they bundle none: `import: false`): one React, one
 * emotion (and so one set of caches, extracted into the page), one router context, one shared UI.
 */
function sharedModules() {
  const react = pinned('react');
  const emotion = pinned('@emotion/react');
  return {
    react: provide(react, React),
    'react/jsx-runtime': provide(react, ReactJsxRuntime),
    'react-dom': provide(pinned('react-dom'), ReactDom),
    '@emotion/react': provide(emotion, EmotionReact),
    '@emotion/react/jsx-runtime': provide(emotion, EmotionJsxRuntime),
    '@emotion/styled': provide(pinned('@emotion/styled'), { default: EmotionStyled, __esModule: true }),
    'shared/ui': provide(sharedPackage.version, SharedUi),
    'shared/router': provide(sharedPackage.version, SharedRouter),
  };
}

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: { options?: { name?: string } }[] };
}

/**
 * How long reading a remote's server entry may take. The runtime keeps a load under way for every later
 * one of that entry to join: a read left hanging (a remote that accepted and never answered) would keep
 * every render of its pages failing after the remote answers again. Bounded, it fails, is forgotten by
 * the runtime, and the next render reads the entry anew. Longer than a render waits: a slow first load
 * (warm) may finish for the renders after it.
 */
export const ENTRY_READ_MS = 10_000;

/**
 * Loads a remote's server entry (CommonJS, over HTTP) and returns its container. A remote's entry
 * starts its own federation instance, and reuses any instance of the process with the remote's name
 * and package version: a second build of a remote (another release, rendered for a preview or a
 * canary beside the live one) would run inside the first build's instance and load the first build's
 * chunks. So the instances of that name are out of sight while the entry starts.
 */
export async function loadOwnEntry(entry: string, remote: string, timeoutMs = ENTRY_READ_MS): Promise<unknown> {
  const answer = await fetch(entry, { signal: AbortSignal.timeout(timeoutMs) });
  if (!answer.ok) throw new Error(`${entry} answered ${answer.status}`);
  const source = await answer.text();
  const module = { exports: {} as Record<string, unknown> };
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__;
  const same = instances?.filter((instance) => instance.options?.name === remote) ?? [];
  if (instances) for (const instance of same) instances.splice(instances.indexOf(instance), 1);
  try {
    const run = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${source}\n})`, {
      filename: entry,
      importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }).runInThisContext() as (...args: unknown[]) => void;
    run(module.exports, module, __non_webpack_require__, new URL('.', entry).pathname, entry);
  } finally {
    instances?.push(...same);
  }
  return module.exports[remote] ?? module.exports;
}

/** A remote's server build lives beside its browser build: `<folder of mf-manifest.json>/server/remoteEntry.js`. */
export function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

export interface RemoteBuild {
  readonly manifestUrl: string;
  /** The version of the browser build (its manifest) the server renders for; see shared/lib content-version. */
  readonly version: string | undefined;
}

/**
 * Whether `next` is the build already registered as `current`: the same location, and not a known
 * version that changed. A version not known yet, or no longer (its manifest not read in time), is no
 * new build: the first pages after a start are often composed before the manifests are read, and
 * registering the remotes again once they were discarded the warm-up's loads (and logged a warning each).
 */
export function isSameBuild(current: RemoteBuild, next: RemoteBuild): boolean {
  if (current.manifestUrl !== next.manifestUrl) return false;
  return current.version === undefined || next.version === undefined || current.version === next.version;
}

/**
 * The remotes' pages on Node: the federation runtime loads each remote's server build over HTTP, as
 * the browser loads its browser build, with the shell's own React, emotion and router shared into it.
 * `use(builds)` before each render registers a remote anew when its location or version changed, so a
 * redeploy reaches the HTML without a restart. A load waits at most `timeoutMs`; a failed one is
 * forgotten at the start of the next render (the renderer calls `loader.forgetFailures()`), never kept:
 * a remote that answers again is in the next page.
 */
export function createFederationOnNode({
  timeoutMs,
  name = 'shell_server',
}: {
  timeoutMs: number;
  /** One instance per version set rendered (a canary's, a preview's): each keeps its own remotes. */
  name?: string;
}) {
  const instance = createInstance({
    name,
    remotes: [],
    shared: sharedModules(),
    shareStrategy: 'loaded-first',
    plugins: [
      {
        name: 'shell-server-own-entries',
        // Each entry is loaded here, so each version of a remote gets a federation instance of its own.
        loadEntry: ({ remoteInfo }) => loadOwnEntry(remoteInfo.entry, remoteInfo.name) as never,
      },
      {
        name: 'shell-server-public-path',
        // Each remote's server build learns its public path from the entry this host loaded it from
        // (shared/contracts/server-render.ts).
        beforeInitContainer(args) {
          (args.remoteEntryInitOptions as Record<string, unknown>)[SERVER_PUBLIC_PATH_OPTION] = serverPublicPathOf(args.remoteInfo.entry);
          return args;
        },
      },
    ],
  });
  const registered = new Map<RemoteName, RemoteBuild>();
  // The federation runtime keeps a loaded remote entry by its global name and by name and URL, for
  // every instance of the process: a second instance (another version set) would be handed the first
  // one's build of a remote. Its own global name and its own entry URL (the query is ignored by the
  // server and by the public path) give it builds of its own.
  const isolated = name !== 'shell_server';
  const entryOf = (remote: RemoteName, manifestUrl: string) =>
    isolated
      ? { entry: `${serverEntryOf(manifestUrl)}?set=${encodeURIComponent(name)}`, entryGlobalName: `${remote}__${name}` }
      : { entry: serverEntryOf(manifestUrl) };

  const loader: ModuleLoader = createModuleLoader((remote, module) =>
    withTimeout(
      instance.loadRemote<LoadedModule>(`${remote}/${module}`).then((loaded) => {
        if (!loaded || typeof loaded.default !== 'function') throw new Error(`${remote}/${module} has no component to render`);
        return loaded;
      }),
      timeoutMs,
      // Named as AbortSignal.timeout's error is: the metrics count it as a timeout, not a failure.
      () => Object.assign(new Error(`${remote}/${module}: no answer within ${timeoutMs} ms`), { name: 'TimeoutError' }),
    ),
  );

  return {
    loader,
    /**
     * Loads a module ahead of the first request that renders it: the remote's entry, its init and the
     * module's chunks, then its words and data in every language (`prepare`), which the federation
     * runtime and the remote's own chunk loader then keep. Without the languages, the first Hindi or
     * Gujarati page after a start or a deploy fetched its catalog chunks inside its render and could
     * outlast the time limit, leaving its area to the browser. Not through `loader`: its time limit
     * would record a slow first load as a failure. Settles (never rejects) once the load has ended.
     */
    warm(remote: RemoteName, module: string): Promise<void> {
      return instance
        .loadRemote<LoadedModule>(`${remote}/${module}`)
        .then((loaded) => Promise.all(LOCALES.map((locale) => loaded?.prepare?.(locale))))
        .then(
          () => undefined,
          () => undefined,
        );
    },
    /** Registers every remote at its current location and version; one moved or redeployed (see isSameBuild) anew. */
    use(builds: Readonly<Partial<Record<RemoteName, RemoteBuild>>>): void {
      for (const [remote, build] of Object.entries(builds) as [RemoteName, RemoteBuild][]) {
        const previous = registered.get(remote);
        if (previous && isSameBuild(previous, build)) {
          registered.set(remote, { manifestUrl: build.manifestUrl, version: build.version ?? previous.version });
          continue;
        }
        instance.registerRemotes([{ name: remote, ...entryOf(remote, build.manifestUrl) }], { force: previous !== undefined });
        registered.set(remote, build);
        if (previous) loader.forget(remote);
      }
    },
  };
}
