import type { ComponentType, ReactElement } from 'react';
import { format } from 'node:util';
import { JSDOM, VirtualConsole, type DOMWindow } from 'jsdom';
import { moduleFileName, type PageDescription, type PageModule, type PageProps, type RemoteName, type SitePage } from '../../contracts';

/**
 * Server rendering in jest. A page renders to HTML as the shell's server renders it (Node, no
 * `window` or `document`, `react-dom/static` in a StaticRouter at the request URL, emotion caches in
 * compat mode as `emotionCacheFor` makes them without a document), and the browser then hydrates that
 * HTML without a mismatch.
 *
 * Each side loads its own copy of every module (`jest.isolateModulesAsync`): emotion and React DOM
 * decide when they load whether they run in a browser, so one copy cannot play both sides, and the
 * server's and the browser's bundles do not share one either. That is why a test passes a function
 * that makes the element from modules it imports itself; the helper calls it once on each side.
 *
 * Use it in a `@jest-environment node` test file: the server side must not find a `window`.
 */

/** Makes the element to render, from modules imported inside it (see above). */
export type ElementFactory = () => Promise<ReactElement>;

export interface ServerRenderOptions {
  /** The request URL, search included: '/news/1', '/contact?subject=Support'. */
  readonly url: string;
  /** The route pattern the element is mounted on ('/news/:id'), so `useParams` works; any path by default. */
  readonly path?: string;
}

export interface HydratedPage {
  /** The element the server's HTML was put in and hydrated. */
  readonly container: HTMLElement;
  readonly window: Window;
  /** The browser side's `act`: wrap clicks and timers in it so React finishes their updates. */
  readonly act: (work: () => void | Promise<void>) => Promise<void>;
}

export interface HydrationOptions extends ServerRenderOptions {
  /** The fragment ('#faq'): the browser has it, the server never receives it. */
  readonly hash?: string;
  /** Prepares the browser before any module loads: storage, `matchMedia`, history state. */
  readonly prepareBrowser?: (window: Window) => void;
  /** Runs once hydration is done, while the browser still exists: check the page works. */
  readonly afterHydrate?: (page: HydratedPage) => void | Promise<void>;
}

/** A page module's default component with its props, as an element factory. */
export function pageElement<P extends object>(load: () => Promise<{ readonly default: ComponentType<P> }>, props: P): ElementFactory {
  return async () => {
    const [{ createElement }, page] = await Promise.all([import('react'), load()]);
    return createElement(page.default, props);
  };
}

/**
 * A remote's exposed pages for its server-render test: the props the shell gives a page on the
 * document it arrived with (`arrived`), each module's loader, and its element. `importFile` is the
 * test's own dynamic import (`(file) => import(`./${file}`)`), so the path resolves in the package.
 */
export function exposedPages(
  remote: RemoteName,
  pages: Readonly<Record<string, PageDescription>>,
  importFile: (file: string) => Promise<PageModule>,
) {
  const sitePages: SitePage[] = Object.values(pages).map((page) => ({ ...page, remote }));
  const arrived: PageProps = { reportTitle: () => undefined, sitePages, serverRendered: true };
  const load = (module: string) => (): Promise<PageModule> => importFile(moduleFileName(module));
  return {
    arrived,
    load,
    /** The module's page with the props it gets on the document it arrived with, or `props`. */
    element: (module: string, props: PageProps = arrived): ElementFactory => pageElement(load(module), props),
  };
}

const ORIGIN = 'http://localhost';
/** What the layout around a page provides on both sides: the shell's emotion cache stands in as this one. */
const LAYOUT_CACHE = 'layout';

/** Records console.error and console.warn while `work` runs: React reports hydration mismatches there. */
async function watchConsole<T>(problems: string[], work: () => Promise<T>): Promise<T> {
  const { error, warn } = console;
  console.error = (...args: unknown[]) => void problems.push(`console.error: ${format(...args)}`);
  console.warn = (...args: unknown[]) => void problems.push(`console.warn: ${format(...args)}`);
  try {
    return await work();
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

function fail(side: string, problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(`${side}:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
}

const describeError = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** A tree rendered to HTML by `react-dom/static`, as the shell's server renders its pages. */
async function prerenderHtml(tree: ReactElement, problems: string[]): Promise<string> {
  const { prerenderToNodeStream } = await import('react-dom/static');
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (error) => void problems.push(`render error: ${describeError(error)}`),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page inside what the layout gives it: the theme, an emotion cache, and a router at the URL (on
 * the server a StaticRouter at the request URL; in the browser the shell's BrowserRouter, which reads
 * the address bar, hash and history state included). Made from the modules of the current side.
 */
async function pageTree(make: ElementFactory, side: 'server' | 'browser', { url, path = '*' }: ServerRenderOptions): Promise<ReactElement> {
  const [{ createElement }, { StaticRouter, BrowserRouter, Routes, Route }, { CacheProvider, ThemeProvider }, ui, element] =
    await Promise.all([import('react'), import('react-router'), import('@emotion/react'), import('../../ui'), make()]);
  const routes = createElement(Routes, null, createElement(Route, { path, element }));
  return createElement(ThemeProvider, {
    theme: ui.theme,
    children: createElement(CacheProvider, {
      value: ui.emotionCacheFor(LAYOUT_CACHE),
      children: side === 'server' ? createElement(StaticRouter, { location: url }, routes) : createElement(BrowserRouter, null, routes),
    }),
  });
}

/** Where two renders of one page part ways, with a little of each around that point. */
function firstDifference(server: string, browser: string): string {
  let at = 0;
  while (at < server.length && at < browser.length && server[at] === browser[at]) at += 1;
  const around = (html: string) => JSON.stringify(html.slice(Math.max(0, at - 60), at + 60));
  return `at character ${at}\n    server:  ${around(server)}\n    browser: ${around(browser)}`;
}

/**
 * The element's HTML as the server renders it. Rejects when the render touches what the server lacks
 * (`window`, `document`, storage), fails, or logs an error or a warning.
 */
export async function renderOnServer(make: ElementFactory, options: ServerRenderOptions): Promise<string> {
  if (typeof window !== 'undefined' || typeof document !== 'undefined') {
    throw new Error('renderOnServer needs a test file with the `@jest-environment node` docblock: the server has no window.');
  }
  const problems: string[] = [];
  let html = '';
  await jest.isolateModulesAsync(async () => {
    html = await watchConsole(problems, async () => prerenderHtml(await pageTree(make, 'server', options), problems));
  });
  fail(`Server render of ${options.url}`, problems);
  return html;
}

/** Gives this Node realm the browser's globals (as jsdom's test environment does); returns how to take them back. */
function installBrowser(dom: JSDOM): () => void {
  const realm = globalThis as Record<string, unknown>;
  const win = dom.window as unknown as Record<string, unknown>;
  const added = Object.getOwnPropertyNames(dom.window).filter((key) => !(key in realm));
  for (const key of added) {
    Object.defineProperty(realm, key, {
      configurable: true,
      get: () => {
        const value = win[key];
        // Lower-case functions are the window's methods (getComputedStyle); constructors stay as they are.
        return typeof value === 'function' && /^[a-z]/.test(key) ? (value as (...args: unknown[]) => unknown).bind(dom.window) : value;
      },
    });
  }
  return () => {
    for (const key of added) delete realm[key];
  };
}

/**
 * What a browser has and jsdom does not, so the page meets a browser's behaviour rather than jsdom's
 * gaps: `matchMedia` (nothing matches unless `prepareBrowser` says otherwise) and media playback
 * (`play` resolves, as a muted video's does; jsdom only logs that it is not implemented).
 */
function addBrowserBehaviour(window: DOMWindow): void {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.HTMLMediaElement.prototype.play = () => Promise.resolve();
  window.HTMLMediaElement.prototype.pause = () => undefined;
}

/** A browser's parser mutes a media element that has the `muted` attribute; jsdom keeps only the attribute. */
function muteAsParsed(container: HTMLElement): void {
  for (const media of Array.from(container.querySelectorAll<HTMLMediaElement>('video[muted], audio[muted]'))) media.muted = true;
}

async function hydrateHtml(make: ElementFactory, html: string, options: HydrationOptions, dom: JSDOM, problems: string[]): Promise<void> {
  const [{ act }, { hydrateRoot }, tree] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    pageTree(make, 'browser', options),
  ]);
  const container = dom.window.document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  muteAsParsed(container);
  dom.window.document.body.append(container);
  const root = await act(async () =>
    hydrateRoot(container, tree, {
      onRecoverableError: (error) => void problems.push(`hydration: ${describeError(error)}`),
      onCaughtError: (error) => void problems.push(`caught error: ${describeError(error)}`),
      onUncaughtError: (error) => void problems.push(`uncaught error: ${describeError(error)}`),
    }),
  );
  try {
    await options.afterHydrate?.({
      container,
      window: dom.window as unknown as Window,
      act: async (work) => {
        await act(async () => {
          await work();
        });
      },
    });
  } finally {
    await act(async () => root.unmount());
  }
}

/**
 * Renders the element on the server, puts the HTML in a browser (jsdom at the same URL) and hydrates
 * the same element there. Rejects, naming every problem, when the server render fails or the
 * hydration reports a mismatch, an error or a warning. Resolves with the server's HTML.
 */
export async function hydrateServerRender(make: ElementFactory, options: HydrationOptions): Promise<{ readonly html: string }> {
  const html = await renderOnServer(make, options);
  const problems: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => void problems.push(`jsdom: ${error.message}`));
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: `${ORIGIN}${options.url}${options.hash ?? ''}`,
    pretendToBeVisual: true,
    virtualConsole,
  });
  addBrowserBehaviour(dom.window);
  options.prepareBrowser?.(dom.window as unknown as Window);
  const uninstall = installBrowser(dom);
  const realm = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  realm.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    // React reports most mismatches itself, not all: it writes an input's browser value over the
    // server's without a word, and leaves a select at the server's option while its state says
    // otherwise. So the browser's first render (the page as HTML, with the browser's storage, history
    // and address) must be the server's HTML, character for character, as hydration assumes. It gets
    // its own copy of the modules: React refuses two renderers on one context.
    let firstRender = '';
    await jest.isolateModulesAsync(async () => {
      firstRender = await watchConsole(problems, async () => prerenderHtml(await pageTree(make, 'browser', options), problems));
    });
    if (firstRender !== html)
      problems.push(`the browser's first render differs from the server's HTML ${firstDifference(html, firstRender)}`);
    await jest.isolateModulesAsync(() => watchConsole(problems, () => hydrateHtml(make, html, options, dom, problems)));
  } finally {
    delete realm.IS_REACT_ACT_ENVIRONMENT;
    uninstall();
    dom.window.close();
  }
  fail(`Hydration of ${options.url}`, problems);
  return { html };
}
