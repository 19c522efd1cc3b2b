import type { Locator, Page } from '@playwright/test';
import { axeBuilder, expect, test } from 'shared/e2e';
import { MESSAGES, openMaze } from './fixtures';

const controls = (page: Page) => ({
  forward: page.getByRole('button', { name: 'Move Forward' }),
  left: page.getByRole('button', { name: 'Turn Left' }),
  right: page.getByRole('button', { name: 'Turn Right' }),
  reset: page.getByRole('button', { name: 'Reset' }),
});

async function press(button: Locator, times = 1) {
  for (let i = 0; i < times; i++) await button.click();
}

const moves = (page: Page, n: number) => expect(page.getByText(`Moves: ${n} / 20`, { exact: true })).toBeVisible();

async function expectActionsDisabledUntilReset(page: Page) {
  const c = controls(page);
  for (const button of [c.forward, c.left, c.right]) await expect(button).toBeDisabled();
  await expect(c.reset).toBeEnabled();
  await c.reset.click();
  await moves(page, 0);
  for (const button of [c.forward, c.left, c.right]) await expect(button).toBeEnabled();
  await expect(page.getByRole('cell', { name: 'Row 5, column 1: robot facing up' })).toBeAttached();
}

test.describe('robot maze on /robot-maze', () => {
  test.beforeEach(async ({ page }) => openMaze(page));

  test('shows the grid, the controls, the move count and the keys', async ({ page }) => {
    await moves(page, 0);
    await expect(page.getByRole('table', { name: 'Maze grid, 5 rows by 5 columns' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Row 5, column 1: robot facing up' })).toBeAttached();
    await expect(page.getByRole('cell', { name: 'Row 1, column 5: goal' })).toBeAttached();
    await expect(page.getByRole('cell', { name: /: wall$/ })).toHaveCount(5);
    await expect(page.getByText('while a game button has focus')).toBeVisible();
  });

  test('a full winning path by the buttons', async ({ page }) => {
    const c = controls(page);
    await press(c.forward, 4);
    await moves(page, 4);
    await press(c.right);
    await press(c.forward, 4);
    await expect(page.getByText(MESSAGES.goal, { exact: true })).toBeVisible();
    await moves(page, 9);
    await expect(page.getByRole('cell', { name: 'Row 1, column 5: robot facing right, on the goal' })).toBeAttached();
    await expect(page.getByRole('cell', { name: 'Row 5, column 1: visited' })).toBeAttached();
    await expectActionsDisabledUntilReset(page);
  });

  test('a full winning path by the keyboard, announced politely', async ({ page }) => {
    await controls(page).left.focus();
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft']) await page.keyboard.press(key);
    await moves(page, 6);
    await expect(page.locator('[data-boundary="maze"]').getByRole('status')).toContainText(
      'Turned left. Robot at row 5, column 5, facing up. Moves: 6 of 20.',
    );
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
    await expect(page.getByText(MESSAGES.goal, { exact: true })).toBeVisible();
    await moves(page, 10);
    await expect(page.locator('[data-boundary="maze"]').getByRole('status')).toContainText(MESSAGES.goal);
    // The disabled Move Forward button hands focus to Reset, so R still reaches the game.
    await expect(controls(page).reset).toBeFocused();
    await page.keyboard.press('r');
    await moves(page, 0);
  });

  test('arrow keys outside the game do not move the robot', async ({ page }) => {
    await page.getByRole('heading', { level: 1, name: 'Robot Maze' }).click();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('r');
    await moves(page, 0);
  });

  test('an out-of-bounds crash', async ({ page }) => {
    const c = controls(page);
    await press(c.left);
    await press(c.forward);
    await expect(page.getByText(MESSAGES.outOfBounds, { exact: true })).toBeVisible();
    await moves(page, 1);
    await expectActionsDisabledUntilReset(page);
  });

  test('a wall crash leaves the move count unchanged', async ({ page }) => {
    const c = controls(page);
    await press(c.forward);
    await press(c.right);
    await moves(page, 2);
    await press(c.forward);
    await expect(page.getByText(MESSAGES.wall, { exact: true })).toBeVisible();
    await moves(page, 2);
    await expect(page.getByRole('cell', { name: 'Row 4, column 1: robot facing right' })).toBeAttached();
    await expectActionsDisabledUntilReset(page);
  });

  test('the move limit after 20 turns', async ({ page }) => {
    const c = controls(page);
    await press(c.left, 19);
    await moves(page, 19);
    await expect(c.left).toBeEnabled();
    await press(c.right);
    await expect(page.getByText(MESSAGES.limit, { exact: true })).toBeVisible();
    await moves(page, 20);
    await expectActionsDisabledUntilReset(page);
  });

  test('program mode reaches the goal, step by step with the current step highlighted', async ({ page }) => {
    await page.getByRole('button', { name: 'Program mode' }).click();
    await expect(page.getByRole('button', { name: 'Program mode' })).toHaveAttribute('aria-pressed', 'true');
    const add = (name: string) => page.getByRole('button', { name: `Add ${name}` });
    await press(add('Forward'), 4);
    await press(add('Turn Right'));
    await press(add('Forward'), 4);
    const steps = page.getByRole('list', { name: 'Program' }).getByRole('listitem');
    await expect(steps).toHaveCount(9);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByText(MESSAGES.goal, { exact: true })).toBeVisible({ timeout: 15_000 });
    await moves(page, 9);
    await expect(steps.nth(8)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('button', { name: 'Step', exact: true })).toBeDisabled();
  });

  test('program mode steps one command at a time with the same rules', async ({ page }) => {
    await page.getByRole('button', { name: 'Program mode' }).click();
    await page.getByRole('button', { name: 'Add Turn Left' }).click();
    await page.getByRole('button', { name: 'Add Forward' }).click();
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await moves(page, 1);
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await expect(page.getByText(MESSAGES.outOfBounds, { exact: true })).toBeVisible();
    await moves(page, 1);
  });

  test('moves do not animate under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const duration = await page.locator('[data-robot]').evaluate((el) => getComputedStyle(el).transitionDuration);
    // 0s from the game, or the site's global 0.01ms rule: either way nothing visibly slides.
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });
});

test.describe('robot maze on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('fits 375 px without horizontal scrolling, with 44 px targets', async ({ page }) => {
    await openMaze(page);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    for (const name of ['Move Forward', 'Turn Left', 'Turn Right', 'Reset', 'Direct control', 'Program mode']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
    }
  });

  test('the move count and the outcome show right above the buttons a child is pressing, the board above them', async ({ page }) => {
    await openMaze(page);
    const c = controls(page);
    // Scrolled to the buttons, as a thumb pressing them is: the last press wins.
    await c.forward.scrollIntoViewIfNeeded();
    await press(c.forward, 4);
    await press(c.right);
    await press(c.forward, 4);
    const outcome = page.getByText(MESSAGES.goal, { exact: true });
    await expect(outcome).toBeInViewport();
    await expect(page.getByText('Moves: 9 / 20', { exact: true })).toBeInViewport();
    const [board, said, buttons] = await Promise.all([
      page.getByRole('table', { name: /Maze grid/ }).boundingBox(),
      outcome.boundingBox(),
      c.forward.boundingBox(),
    ]);
    expect(board!.y + board!.height).toBeLessThanOrEqual(said!.y);
    expect(said!.y + said!.height).toBeLessThanOrEqual(buttons!.y);
  });
});

test.describe('robot maze layout by width', () => {
  // The game lays out by its own width (a container query): on this page, inside the site's container
  // (1rem of padding each side), two columns start at a 768 px window as they did with a media query.
  const columns = async (page: Page) => {
    const [board, mode] = await Promise.all([
      page.getByRole('table', { name: /Maze grid/ }).boundingBox(),
      page.getByRole('button', { name: 'Direct control' }).boundingBox(),
    ]);
    return mode!.x >= board!.x + board!.width ? 2 : 1;
  };

  test('one column below a 752 px window, two from 768 px on', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openMaze(page);
    for (const [width, expected] of [
      [1280, 2],
      [1024, 2],
      [768, 2],
      [750, 1],
      [600, 1],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => columns(page), { message: `${width} px` }).toBe(expected);
    }
  });
});

test.describe('robot maze accessibility', () => {
  test('no axe violations in the game, idle, after an outcome and in program mode', async ({ page }) => {
    const scan = async (state: string) => {
      const results = await axeBuilder(page)
        .include('[data-boundary="maze"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await openMaze(page);
    await scan('idle');
    await page.getByRole('button', { name: 'Turn Left' }).click();
    await page.getByRole('button', { name: 'Move Forward' }).click();
    await expect(page.getByText(MESSAGES.outOfBounds, { exact: true })).toBeVisible();
    await scan('crashed');
    await page.getByRole('button', { name: 'Program mode' }).click();
    await page.getByRole('button', { name: 'Add Forward' }).click();
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Program' }).getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
    await scan('program');
  });
});
