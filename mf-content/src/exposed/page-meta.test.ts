import { moduleFileName, type PageMeta, type PageModule } from 'shared/contracts';
import { pages } from './pages';

const load = (module: string): Promise<PageModule> => import(`./${moduleFileName(module)}`);

const ok = (meta: ReturnType<NonNullable<PageModule['describe']>> | undefined): PageMeta => {
  if (meta?.status !== 'ok') throw new Error(`expected a description, got ${JSON.stringify(meta)}`);
  return meta;
};

describe.each(Object.values(pages))('$path describes itself', (page) => {
  it('with one or two sentences under 200 characters', async () => {
    const { describe: describePage, items } = await load(page.module);
    const ids = page.detail ? (items?.() ?? []).map((item) => item.id) : [undefined];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const meta = ok(describePage?.({ id }));
      expect(meta.description.length).toBeGreaterThan(20);
      expect(meta.description.length).toBeLessThan(200);
      expect(meta.description).toMatch(/[.!?]$/);
      if (page.detail) expect(meta.itemTitle).toBeTruthy();
      else expect(meta.itemTitle).toBeUndefined();
    }
  });

  if (page.detail) {
    it('and says what to do with an id that names nothing', async () => {
      const { describe: describePage } = await load(page.module);
      const unknown = describePage?.({ id: 'no-such-item' });
      if (page.path === pages.course.path) expect(unknown).toEqual({ status: 'not-found', itemTitle: 'Course Not Found' });
      else expect(unknown).toEqual({ status: 'redirect', to: `${page.path.replace('/:id', '')}?missing=1` });
    });
  }
});

it('gives every page its own description', async () => {
  const descriptions = await Promise.all(
    Object.values(pages)
      .filter((page) => !page.detail)
      .map(async (page) => ok((await load(page.module)).describe?.({})).description),
  );
  expect(new Set(descriptions).size).toBe(descriptions.length);
});
