/** @jest-environment node */
import { createHotPages } from './hot-pages';
import type { PageAnswer } from './renderer';

const page = (fields: Partial<{ html: string; renderMs: number | null; complete: boolean }> = {}): PageAnswer => ({
  kind: 'page',
  status: 200,
  html: fields.html ?? '<h1>Home</h1>',
  etag: '"e"',
  renderMs: fields.renderMs === undefined ? null : fields.renderMs,
  complete: fields.complete ?? true,
});

/** A clock the test moves. */
function clock() {
  let now = 1000;
  return { perf: { now: () => now }, advance: (ms: number) => (now += ms) };
}

/** A renderer stand-in that counts its calls and answers with `answers` in turn. */
function renderer(answers: PageAnswer[]) {
  let calls = 0;
  return {
    render: async () => answers[Math.min(calls++, answers.length - 1)] as PageAnswer,
    calls: () => calls,
  };
}

describe('hot pages', () => {
  it('hands out a page the renderer keeps again for a second, then asks the renderer again', async () => {
    const time = clock();
    const hot = createHotPages({ entries: 10, ttlMs: 1000, perf: time.perf });
    const first = page({ html: '<h1>Before the deploy</h1>' });
    const second = page({ html: '<h1>After the deploy</h1>' });
    const source = renderer([first, second]);

    expect(await hot.answer('/', source.render)).toBe(first);
    time.advance(999);
    expect(await hot.answer('/', source.render)).toBe(first);
    expect(source.calls()).toBe(1);

    time.advance(2);
    expect(await hot.answer('/', source.render)).toBe(second);
    expect(source.calls()).toBe(2);
  });

  it('keeps answers apart by key', async () => {
    const hot = createHotPages({ entries: 10 });
    const home = page({ html: '<h1>Home</h1>' });
    const news = page({ html: '<h1>News</h1>' });
    expect(await hot.answer('/', async () => home)).toBe(home);
    expect(await hot.answer('/news', async () => news)).toBe(news);
    expect(await hot.answer('/', async () => news)).toBe(home);
  });

  it('does not keep a page rendered for one request (the renderer did not keep it: an area was left to the browser)', async () => {
    const hot = createHotPages({ entries: 10 });
    const source = renderer([page({ renderMs: 12, complete: false })]);
    await hot.answer('/', source.render);
    await hot.answer('/', source.render);
    expect(source.calls()).toBe(2);
  });

  it('keeps redirects', async () => {
    const hot = createHotPages({ entries: 10 });
    let calls = 0;
    const render = async () => {
      calls += 1;
      return { kind: 'redirect' as const, location: '/news?missing' };
    };
    await hot.answer('/news/999', render);
    expect(await hot.answer('/news/999', render)).toEqual({ kind: 'redirect', location: '/news?missing' });
    expect(calls).toBe(1);
  });

  it('asks the renderer once for requests that arrive together, and each gets the answer', async () => {
    const hot = createHotPages({ entries: 10 });
    let finish: (answer: PageAnswer) => void = () => {};
    let calls = 0;
    const render = () => {
      calls += 1;
      return new Promise<PageAnswer>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => hot.answer('/', render));
    const answer = page({ renderMs: 14, complete: false });
    finish(answer);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(answer));
    expect(calls).toBe(1);
    // Not kept (rendered for those requests): the next one is made anew.
    const next = page();
    expect(await hot.answer('/', async () => next)).toBe(next);
  });

  it('passes a failed render on to the requests waiting for it, and tries again on the next', async () => {
    const hot = createHotPages({ entries: 10 });
    await expect(hot.answer('/', async () => Promise.reject(new Error('renderer broke')))).rejects.toThrow('renderer broke');
    const fine = page();
    expect(await hot.answer('/', async () => fine)).toBe(fine);
  });

  it('with no entries keeps nothing', async () => {
    const hot = createHotPages({ entries: 0 });
    const source = renderer([page()]);
    await hot.answer('/', source.render);
    await hot.answer('/', source.render);
    expect(source.calls()).toBe(2);
  });

  it('keeps at most `entries` answers (a crawler of many addresses cannot grow it)', async () => {
    const hot = createHotPages({ entries: 2 });
    const source = renderer([page()]);
    for (const key of ['/a', '/b', '/c']) await hot.answer(key, source.render);
    await hot.answer('/a', source.render);
    expect(source.calls()).toBe(4);
    await hot.answer('/c', source.render);
    expect(source.calls()).toBe(4);
  });
});
