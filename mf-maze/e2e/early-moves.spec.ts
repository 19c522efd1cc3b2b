import type { Page } from '@playwright/test';
import { expect, serverRendered, slowPhoneWithHeldScripts as slowPhone, test } from 'shared/e2e';

/**
 * A child on a slow phone taps the maze's buttons the moment they show, before the page's scripts have
 * run (issue 22): every tap counts, in order, once the game has hydrated; no move is lost and the game
 * is never one move behind what was pressed.
 */

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.includes('Turn Right'));
    return button ? Object.keys(button).some((key) => key.startsWith('__reactProps$')) : false;
  });

test.describe('the maze before its scripts have run', () => {
  test('taps made as soon as the buttons show all count, in order', async ({ page }) => {
    await serverRendered(page.request, '/robot-maze', 'Turn Right</button>');
    const release = await slowPhone(page);
    await page.goto('/robot-maze', { waitUntil: 'commit' });
    const right = page.getByRole('button', { name: 'Turn Right' });
    const forward = page.getByRole('button', { name: 'Move Forward' });
    await right.click();
    await forward.click();
    await forward.click();
    // The taps really were early: the game had not hydrated yet (else this test proves nothing).
    expect(await hydrated(page)).toBe(false);
    release();
    await expect(page.getByText('Moves: 3 / 20', { exact: true })).toBeVisible();
    await expect(page.getByText('Facing right', { exact: true })).toBeVisible();
    // Turned right, then two steps right along the bottom row: the robot is at row 5, column 3.
    await expect(page.getByRole('cell', { name: 'Row 5, column 3: robot facing right' })).toBeAttached();
    // The next tap after hydration is the fourth move, not the third.
    await page.getByRole('button', { name: 'Turn Left' }).click();
    await expect(page.getByText('Moves: 4 / 20', { exact: true })).toBeVisible();
  });

  test('arrow keys pressed on a focused button before hydration count too', async ({ page }) => {
    await serverRendered(page.request, '/robot-maze', 'Turn Right</button>');
    const release = await slowPhone(page);
    await page.goto('/robot-maze', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Turn Left' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    expect(await hydrated(page)).toBe(false);
    release();
    await expect(page.getByText('Moves: 2 / 20', { exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Row 5, column 2: robot facing right' })).toBeAttached();
  });
});
