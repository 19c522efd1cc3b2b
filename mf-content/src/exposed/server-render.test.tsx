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
        // The only status regions left are the share group's and the newsletter box's, empty until
        // something is copied or sent: no loading spinner.
        expect([...container.querySelectorAll('[role="status"]')].map((status) => status.textContent)).toEqual(['', '']);
        expect(container.textContent).not.toContain('Loading news item');
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

/**
 * Acts as a visitor does before the scripts run: the moment the page's HTML is in the document, before
 * React hydrates it (a mutation record is delivered before React's first hydration work), `act` types
 * or picks in its fields.
 */
const beforeHydration = (act: (document: Document) => void) => (window: Window) => {
  // jsdom's own MutationObserver: this Node realm has none until the browser's globals are installed.
  const { MutationObserver } = window as Window & typeof globalThis;
  const observer = new MutationObserver(() => {
    if (!window.document.querySelector('form')) return;
    observer.disconnect();
    act(window.document);
  });
  observer.observe(window.document, { childList: true, subtree: true });
};

const setField = (document: Document, name: string, value: string) => {
  const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!field) throw new Error(`no field named ${name}`);
  field.value = value;
};

it('a shared link to a filtered list is the filtered list in the server HTML', async () => {
  const { html } = await hydrateServerRender(element(pages.news.module), { url: '/news?q=forbesganj' });
  expect(html).toContain('1 news item');
  expect(html).toContain('AI and Robotics Labs open in 25 elementary schools across Araria');
  expect(html).not.toContain('Drone Challenge');
  expect(html).toMatch(/<form [^>]*method="get"/);
  expect(html).toMatch(/<form [^>]*action="\/news"/);
  expect(html).toMatch(/<input [^>]*name="q"[^>]*value="forbesganj"/);
});

it('what a visitor typed and picked before hydration narrows the list once hydrated', async () => {
  const { newsArticles } = await import('../data/news');
  const { searchNews } = await import('../features/news');
  const droneOldestFirst = searchNews(newsArticles, { q: 'drone', sort: 'oldest' }).map((article) => article.title);
  expect(droneOldestFirst.length).toBeGreaterThan(1);
  expect(droneOldestFirst.length).toBeLessThan(11);
  await hydrateServerRender(element(pages.news.module), {
    url: '/news',
    prepareBrowser: beforeHydration((document) => {
      setField(document, 'q', 'drone');
      setField(document, 'sort', 'oldest');
    }),
    afterHydrate: ({ container, window }) => {
      const searchbox = container.querySelector<HTMLInputElement>('input[name="q"]');
      expect(searchbox?.value).toBe('drone');
      expect(container.querySelector<HTMLSelectElement>('select[name="sort"]')?.value).toBe('oldest');
      const headlines = Array.from(container.querySelectorAll('ul[aria-label="News items"] h2'), (h) => h.textContent);
      expect(headlines).toEqual(droneOldestFirst);
      expect(window.location.search).toBe('?q=drone&sort=oldest');
    },
  });
});

it('a blog filter picked before hydration applies once hydrated', async () => {
  await hydrateServerRender(element(pages.blog.module), {
    url: '/blog',
    prepareBrowser: beforeHydration((document) => setField(document, 'category', 'Programming')),
    afterHydrate: ({ container, window }) => {
      const titles = Array.from(container.querySelectorAll('ul[aria-label="Blog posts"] h2'), (h) => h.textContent);
      expect(titles).toEqual(['From blocks to Python: a coding path for grades 3 to 8']);
      expect(window.location.search).toBe('?category=Programming');
    },
  });
});

it("the server's redirect from an unknown item (?missing=1) says so in the server HTML, and hydrates as rendered", async () => {
  const { html } = await hydrateServerRender(element(pages.blog.module), { url: '/blog?missing=1' });
  expect(html).toContain('Blog Post Not Found');
});

it('an empty ?missing, which the server leaves out, shows no notice on either side', async () => {
  const { html } = await hydrateServerRender(element(pages.news.module), { url: '/news?missing&q=%20drone%20' });
  expect(html).not.toContain('News Item Not Found');
  expect(html).toContain('2 news items');
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
