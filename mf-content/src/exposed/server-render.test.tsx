/**
 * @jest-environment node
 */
import { exposedPages, hydrateServerRender, renderOnServer } from 'shared/test/server-render';
import { pages } from './pages';

// Every page of pages.ts renders on the server (this file has no window) and hydrates in a browser
// without a mismatch, as the shell's server will serve them.
// Each side loads React, emotion and the page afresh: seconds per page on a busy two-core machine.
jest.setTimeout(30_000);

const { arrived, load, element } = exposedPages('mf_content', pages, (file) => import(`./${file}`));
const row = Object.values(pages);

describe.each(row)('$path', (page) => {
  it('renders on the server and hydrates without a mismatch', async () => {
    const ids = page.detail ? ((await load(page.module)()).items?.() ?? []).map((item) => item.id) : [];
    const url = page.detail ? page.path.replace(':id', ids[0] ?? '') : page.path;
    const { html } = await hydrateServerRender(element(page.module), { url, path: page.path });
    expect(html).toContain('data-boundary="content"');
    expect(html).toMatch(/<h1[ >]/);
  });
});

describe('a detail page', () => {
  const newsItem = element(pages.newsItem.module);

  it('the document arrived with is HTML from the server, kept on hydration (no spinner)', async () => {
    const { html } = await hydrateServerRender(newsItem, {
      url: '/news/1',
      path: pages.newsItem.path,
      afterHydrate: ({ container }) => {
        expect(container.querySelector('h1')?.textContent).toMatch(/25 elementary schools/);
        expect(container.querySelector('[role="status"]')).toBeNull();
      },
    });
    expect(html).toContain('AI and Robotics Labs open in 25 elementary schools across Araria');
    expect(html).toContain('Forbesganj');
    expect(html).not.toContain('Loading news item');
  });

  it('reached in the app shows its loading state, on the server too', async () => {
    const { html } = await hydrateServerRender(element(pages.blogPost.module, { ...arrived, serverRendered: false }), {
      url: '/blog/2',
      path: pages.blogPost.path,
    });
    expect(html).toContain('Loading blog post');
  });
});

it('an unknown course renders Course Not Found on the server, as the shell answers it (404)', async () => {
  const { html } = await hydrateServerRender(element(pages.course.module), {
    url: '/courses/no-such-course',
    path: pages.course.path,
  });
  expect(html).toContain('Course Not Found');
});

it('the home page arrives with the video and its poster, nothing to download, and no button yet (it would not work without scripts)', async () => {
  const { html } = await hydrateServerRender(element(pages.home.module), {
    url: '/',
    afterHydrate: ({ container }) => {
      expect(container.querySelector('video')).not.toBeNull();
      expect(container.querySelector('button')?.textContent).toContain('Pause video');
    },
  });
  expect(html).toMatch(/<video [^>]*poster="[^"]+"/);
  expect(html).toMatch(/<video [^>]*preload="none"/);
  expect(html).not.toContain('Pause video');
});

it('the home page shows the poster as an image after hydration under reduced motion', async () => {
  await hydrateServerRender(element(pages.home.module), {
    url: '/',
    prepareBrowser: (window) => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query) => ({ ...matchMedia(query), matches: query.includes('reduce') });
    },
    afterHydrate: ({ container }) => {
      expect(container.querySelector('video')).toBeNull();
      expect(container.querySelector('img[alt="A friendly robot rolls past a flying drone and spinning gears"]')).not.toBeNull();
    },
  });
});

it('the lists hydrate with their query from the URL', async () => {
  const { html } = await hydrateServerRender(element(pages.blog.module), { url: '/blog?tag=robotics&q=kit' });
  expect(html).toContain('Tag: robotics');
  await hydrateServerRender(element(pages.news.module), { url: '/news?q=drone&sort=oldest' });
});

it('a reloaded list whose history still holds a not-found redirect hydrates as the server rendered it', async () => {
  await hydrateServerRender(element(pages.news.module), {
    url: '/news',
    prepareBrowser: (window) => window.history.replaceState({ usr: { notFound: 'news' }, key: 'reload', idx: 0 }, ''),
    afterHydrate: ({ container }) => {
      expect(container.querySelector('[role="alert"]')).toBeNull();
    },
  });
});

describe('the helper itself', () => {
  it('fails a component that renders differently in the browser (a hydration mismatch)', async () => {
    const Differs = () => <p>{typeof window === 'undefined' ? 'server' : 'browser'}</p>;
    const failure = hydrateServerRender(async () => <Differs />, { url: '/' });
    await expect(failure).rejects.toThrow(/first render differs from the server's HTML/);
    await expect(failure).rejects.toThrow(/Hydration failed because the server rendered text didn't match/);
  });

  it('fails a form control whose value differs in the browser, which React lets pass without a word', async () => {
    const Differs = () => (
      <select aria-label="Sort" value={typeof window === 'undefined' ? 'newest' : 'oldest'} onChange={() => undefined}>
        <option value="newest">Newest</option>
        <option value="oldest">Oldest</option>
      </select>
    );
    await expect(hydrateServerRender(async () => <Differs />, { url: '/' })).rejects.toThrow(/first render differs from the server's HTML/);
  });

  it('fails a component that reads window while rendering (it would crash the server)', async () => {
    const ReadsWindow = () => <p>{window.location.pathname}</p>;
    await expect(renderOnServer(async () => <ReadsWindow />, { url: '/' })).rejects.toThrow(/window is not defined/);
  });
});
