/** @jest-environment node */
import { Suspense, use, type ReactNode } from 'react';
import { prerender } from 'react-dom/static.edge';
import { createModuleLoader, type LoadedModule, type ModuleLoader } from '../../federation/module-loader';
import { renderAtOnce } from './render-at-once';

/** What the server's streaming render gives for `node` (render-page.tsx's other path). */
async function streamed(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: () => 'remote-area' });
  return new Response(prelude).text();
}

/** An area as the shell renders one: a boundary around a module read from the loader with `use`. */
function Area({ loader, module }: { loader: ModuleLoader; module: string }) {
  const Page = use(loader.get('mf_content', module)).default;
  return <Page />;
}

function page(loader: ModuleLoader, module = './HomePage'): ReactNode {
  return (
    <div id="frame">
      <header>Header</header>
      <Suspense fallback={<p>Loading…</p>}>
        <Area loader={loader} module={module} />
      </Suspense>
      <footer>Footer © {2026}</footer>
    </div>
  );
}

const Home = () => (
  <main>
    <h1>RoboMinds</h1>
    <p>
      Hands-on <strong>STEM</strong> for {'grades'} 1–12 &amp; “more”
    </p>
    <input defaultValue="a <b>" aria-label="Search" />
  </main>
);

describe('renderAtOnce', () => {
  it('gives the streaming render’s HTML once every module the page shows is loaded', async () => {
    const loader = createModuleLoader(async () => ({ default: Home }) as LoadedModule);
    // The first render of the page waits for its module: that one is the stream's.
    expect(renderAtOnce(page(loader))).toBeNull();
    const first = await streamed(page(loader));
    expect(first).toContain('<h1>RoboMinds</h1>');
    // From then on the page renders at once, to the same HTML.
    expect(renderAtOnce(page(loader))).toBe(first);
    expect(renderAtOnce(page(loader))).toBe(await streamed(page(loader)));
  });

  it('leaves a page whose area is still loading to the streaming render', () => {
    const loader = createModuleLoader(() => new Promise<LoadedModule>(() => undefined));
    expect(renderAtOnce(page(loader))).toBeNull();
  });

  it('leaves a page whose area failed to the streaming render, which tells the browser', async () => {
    const loader = createModuleLoader(async () => {
      throw new Error('mf_content is down');
    });
    await loader.get('mf_content', './HomePage').catch(() => undefined);
    expect(renderAtOnce(page(loader))).toBeNull();
    expect(await streamed(page(loader))).toContain('data-dgst="remote-area"');
  });

  it('leaves a page whose module throws while rendering to the streaming render', async () => {
    const Broken = () => {
      throw new Error('broken page');
    };
    const loader = createModuleLoader(async () => ({ default: Broken }) as LoadedModule);
    await loader.get('mf_content', './HomePage');
    expect(renderAtOnce(page(loader))).toBeNull();
  });

  it('answers null, not a throw, when the render fails outside any boundary', () => {
    const Frame = () => {
      throw new Error('the frame itself');
    };
    expect(renderAtOnce(<Frame />)).toBeNull();
  });
});
