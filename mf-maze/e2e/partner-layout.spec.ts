import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from 'shared/e2e';
import { partnerDemoUrl } from './fixtures';

// How <robot-maze> lays itself out on a partner's page: by its own width, not the window's; in a place
// that sizes it by its content; on a right-to-left page; and before its script has run.

const FORWARD = { en: 'Move Forward', hi: 'आगे बढ़ें', gu: 'આગળ વધો' } as const;
const PROGRAM_MODE = { en: 'Program mode', hi: 'प्रोग्राम मोड', gu: 'પ્રોગ્રામ મોડ' } as const;
type Lang = keyof typeof FORWARD;

/** The element's frame: 16 px of padding and 1 px of border on each side around the game. */
const FRAME = 34;
/** The game's width from which board and controls sit side by side (TWO_COLUMNS_FROM in maze-game.tsx). */
const TWO_COLUMNS_FROM = 720;

/**
 * The partner demo page without its own styles and games, holding `body` instead (robot-maze.js is
 * still defined, so every <robot-maze> in it starts at once), in a desktop window.
 */
async function partnerPage(page: Page, body: string, root: { readonly dir?: string; readonly lang?: string } = {}) {
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(partnerDemoUrl());
  await expect(page.locator('robot-maze')).toHaveCount(2);
  await page.evaluate(
    ({ body, root }) => {
      document.querySelectorAll('head style').forEach((style) => style.remove());
      if (root.dir) document.documentElement.dir = root.dir;
      if (root.lang) document.documentElement.lang = root.lang;
      document.body.innerHTML = body;
    },
    { body, root },
  );
  for (const maze of await page.locator('robot-maze').all()) {
    const lang = ((await maze.getAttribute('lang')) ?? 'en') as Lang;
    await expect(maze.getByRole('button', { name: FORWARD[lang] })).toBeEnabled();
  }
}

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly width: number;
}

/** The element's box, its board's and every button's, with whether a button's text is wider than the button. */
function layoutOf(maze: Locator) {
  return maze.evaluate((host) => {
    const box = (element: Element): Box => {
      const { left, right, top, bottom, width } = element.getBoundingClientRect();
      return { left, right, top, bottom, width };
    };
    const root = host.shadowRoot as ShadowRoot;
    return {
      host: box(host),
      board: box(root.querySelector('[role="table"]') as Element),
      mode: box(root.querySelector('[aria-pressed]') as Element),
      buttons: Array.from(root.querySelectorAll('button'), (button) => ({
        name: button.textContent ?? '',
        ...box(button),
        overflows: button.scrollWidth > button.clientWidth + 1,
      })),
    };
  });
}

type Layout = Awaited<ReturnType<typeof layoutOf>>;

const twoColumns = (layout: Layout) => layout.mode.left >= layout.board.right;

/** Every control inside the element, none cut off or over another, no text wider than its button. */
function expectControlsFit(layout: Layout) {
  for (const button of layout.buttons) {
    expect(button.left, button.name).toBeGreaterThanOrEqual(layout.host.left);
    expect(button.right, button.name).toBeLessThanOrEqual(layout.host.right);
    expect(button.overflows, `${button.name}: its text is wider than the button`).toBe(false);
  }
  const overlapping = layout.buttons.flatMap((a, i) =>
    layout.buttons
      .slice(i + 1)
      .filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
      .map((b) => `${a.name} / ${b.name}`),
  );
  expect(overlapping).toEqual([]);
}

test.describe('<robot-maze> lays out by its own width', () => {
  for (const width of [280, 400, 600]) {
    test(`one column in a ${width} px container of a 1100 px window, every control inside and usable`, async ({ page }) => {
      await partnerPage(page, `<div style="width:${width}px"><robot-maze id="maze"></robot-maze></div><p>Partner text</p>`);
      const maze = page.locator('#maze');
      const layout = await layoutOf(maze);
      expect(layout.host.width).toBe(width);
      expect(twoColumns(layout)).toBe(false);
      expectControlsFit(layout);
      await maze.getByRole('button', { name: 'Turn Right' }).click();
      await maze.getByRole('button', { name: 'Move Forward' }).click();
      await expect(maze.getByRole('cell', { name: 'Row 5, column 2: robot facing right' })).toBeAttached();
    });
  }

  test('Hindi and Gujarati fit a 280 px and a 600 px container too', async ({ page }) => {
    await partnerPage(
      page,
      ['hi', 'gu'].map((lang) => `<div style="width:280px"><robot-maze lang="${lang}"></robot-maze></div>`).join('') +
        ['hi', 'gu'].map((lang) => `<div style="width:600px"><robot-maze lang="${lang}"></robot-maze></div>`).join(''),
    );
    for (const maze of await page.locator('robot-maze').all()) {
      const layout = await layoutOf(maze);
      expect(twoColumns(layout)).toBe(false);
      expectControlsFit(layout);
    }
  });

  test(`two columns from a game ${TWO_COLUMNS_FROM} px wide, where they fit in every language and mode`, async ({ page }) => {
    const games = (['en', 'hi', 'gu'] as const).map(
      (lang) =>
        `<div style="width:${TWO_COLUMNS_FROM + FRAME}px"><robot-maze lang="${lang}"></robot-maze></div>` +
        `<div style="width:${TWO_COLUMNS_FROM + FRAME - 1}px"><robot-maze lang="${lang}"></robot-maze></div>`,
    );
    await partnerPage(page, games.join(''));
    const mazes = await page.locator('robot-maze').all();
    for (const [index, maze] of mazes.entries()) {
      const lang = ((await maze.getAttribute('lang')) ?? 'en') as Lang;
      const layout = await layoutOf(maze);
      expect(twoColumns(layout), `${lang} at ${layout.host.width} px`).toBe(index % 2 === 0);
      expectControlsFit(layout);
      if (index % 2 === 1) continue;
      // Program mode with a program run to its end (forward, forward, turn right): the panel, the
      // program's list and the note that it ended, in the narrow column.
      await maze.getByRole('button', { name: PROGRAM_MODE[lang] }).click();
      const [add, forward, right] = [maze.getByRole('group').nth(1), 1, 2];
      for (const command of [forward, forward, right]) await add.getByRole('button').nth(command).click();
      const step = maze.getByRole('group').last().getByRole('button').nth(1);
      for (let i = 0; i < 3; i++) await step.click();
      await expect(step).toBeDisabled();
      const program = await layoutOf(maze);
      expect(twoColumns(program)).toBe(true);
      expectControlsFit(program);
    }
  });
});

test.describe('<robot-maze> where the page sizes it by its content', () => {
  const places = {
    'a flex row': (maze: string) => `<div style="display:flex;gap:8px"><p style="margin:0">Some partner text</p>${maze}</div>`,
    'a float': (maze: string) => `<div style="float:left">${maze}</div>`,
    'an inline-block': (maze: string) => `<div style="display:inline-block">${maze}</div>`,
    'an auto grid column': (maze: string) => `<div style="display:grid;grid-template-columns:auto 1fr">${maze}<p>Partner text</p></div>`,
  };

  for (const [name, place] of Object.entries(places)) {
    test(`in ${name}: the two-column game where there is room, the room there is in a 400 px column`, async ({ page }) => {
      await partnerPage(
        page,
        `<div>${place('<robot-maze id="wide"></robot-maze>')}</div>` +
          `<div id="narrow" style="width:400px;clear:both">${place('<robot-maze id="in-narrow"></robot-maze>')}</div>`,
      );
      const wide = await layoutOf(page.locator('#wide'));
      expect(wide.host.width).toBeCloseTo(TWO_COLUMNS_FROM + FRAME, 0);
      expect(twoColumns(wide)).toBe(true);
      expectControlsFit(wide);

      const column = await page.locator('#narrow').evaluate((element) => element.getBoundingClientRect().right);
      const narrow = await layoutOf(page.locator('#in-narrow'));
      expect(narrow.host.right).toBeLessThanOrEqual(column + 0.5);
      expect(narrow.host.width).toBeGreaterThanOrEqual(280);
      expectControlsFit(narrow);
    });
  }

  test('beside a long text in a flex row it keeps at least 280 px', async ({ page }) => {
    const text = 'Our partner school writes a long paragraph beside the game. '.repeat(20);
    await partnerPage(page, `<div style="display:flex"><p>${text}</p><robot-maze id="maze"></robot-maze></div>`);
    const layout = await layoutOf(page.locator('#maze'));
    expect(layout.host.width).toBeGreaterThanOrEqual(280);
    expectControlsFit(layout);
  });
});

test.describe('<robot-maze> on a right-to-left page', () => {
  const pages = {
    '<html dir="rtl" lang="ar">': { body: '<robot-maze id="maze"></robot-maze>', root: { dir: 'rtl', lang: 'ar' } },
    'body { direction: rtl }': { body: '<style>body { direction: rtl }</style><robot-maze id="maze"></robot-maze>', root: {} },
  };

  for (const [name, { body, root }] of Object.entries(pages)) {
    test(`stays left to right on ${name}: the robot on its cell, Turn Right on the right`, async ({ page }) => {
      await partnerPage(page, body, root);
      const maze = page.locator('#maze');
      const forward = maze.getByRole('button', { name: 'Move Forward' });
      await forward.click();
      await forward.click();
      await maze.getByRole('button', { name: 'Turn Right' }).click();
      await forward.click();
      const cell = maze.getByRole('cell', { name: 'Row 3, column 2: robot facing right' });
      await expect(cell).toBeAttached();
      // The robot's layer slides there (0.32 s): its middle ends inside that cell.
      await expect
        .poll(async () => {
          const [robot, target] = await Promise.all([maze.locator('[data-robot]').boundingBox(), cell.boundingBox()]);
          if (!robot || !target) return false;
          const [x, y] = [robot.x + robot.width / 2, robot.y + robot.height / 2];
          return x > target.x && x < target.x + target.width && y > target.y && y < target.y + target.height;
        })
        .toBe(true);

      const [left, right] = await Promise.all(['Turn Left', 'Turn Right'].map((name) => maze.getByRole('button', { name }).boundingBox()));
      expect(right!.x).toBeGreaterThan(left!.x);
      const status = maze.locator('[data-outcome]');
      expect(await status.evaluate((element) => [getComputedStyle(element).direction, element.textContent])).toEqual([
        'ltr',
        'Reach the green flag in 20 moves or fewer.',
      ]);
    });
  }
});

test.describe('<robot-maze> before its script has run', () => {
  const fallback = 'The robot maze is on its way.';

  /**
   * The partner demo with a sentence inside its first <robot-maze> (and `style` in its head), and
   * robot-maze.js answered by `script`.
   */
  async function withFallback(page: Page, script: (route: Route) => Promise<void>, style = '') {
    await page.route('**/partner-demo.html', async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text())
        .replace(
          // The built page is minified: its attribute may have lost its quotes.
          /<robot-maze id="?maze-one"?><\/robot-maze>/,
          `<robot-maze id="maze-one"><p>${fallback}</p></robot-maze>`,
        )
        .replace('</head>', `<style>${style}</style></head>`);
      await route.fulfill({ response: answer, body: html });
    });
    await page.route('**/robot-maze.js', script);
    // A deferred script holds DOMContentLoaded back: the page is read from its first byte on.
    await page.goto(partnerDemoUrl(), { waitUntil: 'commit' });
  }

  test('shows what the partner put inside it until robot-maze.js defines it, then only the game', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await withFallback(page, async (route) => {
      await held;
      await route.continue();
    });
    await expect(page.getByText(fallback)).toBeVisible();
    release();
    await expect(page.locator('#maze-one').getByRole('button', { name: 'Move Forward' })).toBeEnabled();
    await expect(page.getByText(fallback)).toBeHidden();
  });

  test('with its height reserved until it is defined, what follows it never jumps up', async ({ page }) => {
    // Where the text after the first game is, frame by frame, from the first frame on.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      const sample = () => {
        const after = Array.from(document.querySelectorAll('p')).find((p) => p.textContent?.startsWith('Some partner text'));
        if (after) seen.push(after.getBoundingClientRect().top);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await withFallback(
      page,
      async (route) => {
        await held;
        await route.continue();
      },
      'robot-maze:not(:defined) { display: block; min-height: 500px; }',
    );
    await expect(page.getByText(fallback)).toBeVisible();
    const reserved = await page.getByText('Some partner text between the two games.').evaluate((p) => p.getBoundingClientRect().top);
    release();
    const maze = page.locator('#maze-one');
    await expect(maze.getByRole('button', { name: 'Move Forward' })).toBeEnabled();
    const game = await maze.boundingBox();
    expect(game!.height).toBeGreaterThanOrEqual(500);
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(Math.min(...seen.filter((top) => top > 0))).toBeGreaterThanOrEqual(reserved - 1);
  });

  test.describe('when the maze’s server is down', () => {
    test.use({ allowConsole: /Failed to load resource/ });

    test('keeps showing it', async ({ page }) => {
      await withFallback(page, (route) => route.abort());
      await page.waitForLoadState('load');
      await expect(page.getByText(fallback)).toBeVisible();
      expect(await page.evaluate(() => customElements.get('robot-maze'))).toBeUndefined();
    });
  });
});
