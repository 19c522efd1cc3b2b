/**
 * @jest-environment node
 */
import { fireEvent, within } from '@testing-library/dom';
import { exposedPages, hydrateServerRender } from 'shared/test/server-render';
import { pages } from './pages';

// The maze page renders on the server (this file has no window), so its board and controls arrive as
// HTML, and the game plays once the browser has hydrated it.
// Each side loads React, emotion and the page afresh: seconds per page on a busy two-core machine.
jest.setTimeout(30_000);

const { arrived, element, load } = exposedPages('mf_maze', pages, (file) => import(`./${file}`));

describe.each(Object.values(pages))('$path', (page) => {
  it('renders on the server and hydrates without a mismatch', async () => {
    const { html } = await hydrateServerRender(element(page.module), { url: page.path, path: page.path });
    expect(html).toContain('data-boundary="maze"');
  });
});

it('sends the board and the controls as HTML, and the game plays once hydrated', async () => {
  const { html } = await hydrateServerRender(element(pages.robotMaze.module), {
    url: pages.robotMaze.path,
    afterHydrate: async ({ container, act }) => {
      const game = within(container);
      await act(() => void fireEvent.click(game.getByRole('button', { name: /Move Forward/ })));
      expect(game.getByText('Moves: 1 / 20')).toBeTruthy();
      expect(game.getByRole('cell', { name: 'Row 4, column 1: robot facing up' })).toBeTruthy();
      await act(() => void fireEvent.keyDown(game.getByRole('button', { name: /Turn Right/ }), { key: 'ArrowRight' }));
      expect(game.getByText('Facing right')).toBeTruthy();
      await act(() => void fireEvent.click(game.getByRole('button', { name: 'Program mode' })));
      expect(game.getByRole('button', { name: 'Program mode' }).getAttribute('aria-pressed')).toBe('true');
    },
  });
  expect(html).toContain('Maze grid, 5 rows by 5 columns');
  expect(html).toContain('Row 5, column 1: robot facing up');
  for (const control of ['Turn Left', 'Move Forward', 'Turn Right', 'Reset', 'Direct control', 'Program mode'])
    expect(html).toContain(control);
  expect(html).toContain('Moves: 0 / 20');
});

it.each([
  ['hi', 'रोबोट भूलभुलैया', 'आगे बढ़ें', 'चालें: 0 / 20', 'कैसे खेलें'],
  ['gu', 'રોબોટ મેઝ', 'આગળ વધો', 'ચાલ: 0 / 20', 'કેવી રીતે રમવું'],
] as const)(
  'renders the whole page in %s on the server once prepared, and describes it in that language',
  async (locale, title, forward, moves, howTo) => {
    // What the shell does on each side: await the module's prepare(locale), then render with the locale.
    const inLanguage = async () => {
      const [{ createElement }, module] = await Promise.all([import('react'), load(pages.robotMaze.module)()]);
      await module.prepare?.(locale);
      return createElement(module.default, { ...arrived, locale });
    };
    const { html } = await hydrateServerRender(inLanguage, { url: `/${locale}${pages.robotMaze.path}`, path: '*' });
    for (const text of [title, forward, moves, howTo]) expect(html).toContain(text);
    expect(html).not.toContain('Move Forward');
    const module = await load(pages.robotMaze.module)();
    await module.prepare?.(locale);
    const meta = module.describe?.({}, locale);
    expect(meta).toMatchObject({ status: 'ok', description: expect.stringContaining(locale === 'hi' ? 'रोबोट को' : 'રોબોટને') });
    expect(module.describe?.({}, 'en')).toMatchObject({ description: expect.stringMatching(/^Guide the robot/) });
  },
);
