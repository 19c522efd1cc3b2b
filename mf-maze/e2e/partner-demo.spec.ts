import { axeBuilder, expect, test } from 'shared/e2e';
import { MESSAGES, partnerDemoUrl } from './fixtures';

test.describe('partner demo page with two <robot-maze> elements', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(partnerDemoUrl());
    await expect(page.locator('robot-maze')).toHaveCount(2);
    for (const id of ['#maze-one', '#maze-two']) await expect(page.locator(id).getByRole('button', { name: 'Move Forward' })).toBeEnabled();
  });

  test('two independent games', async ({ page }) => {
    const one = page.locator('#maze-one');
    const two = page.locator('#maze-two');
    await one.getByRole('button', { name: 'Turn Left' }).click();
    await one.getByRole('button', { name: 'Move Forward' }).click();
    await expect(one.getByText(MESSAGES.outOfBounds, { exact: true })).toBeVisible();
    await expect(two.getByText('Moves: 0 / 20', { exact: true })).toBeVisible();
    await expect(two.getByRole('button', { name: 'Move Forward' })).toBeEnabled();

    // The second game wins by keyboard while the first stays crashed.
    await two.getByRole('button', { name: 'Turn Left' }).focus();
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp'])
      await page.keyboard.press(key);
    await expect(two.getByText(MESSAGES.goal, { exact: true })).toBeVisible();
    await expect(two.getByText('Moves: 9 / 20', { exact: true })).toBeVisible();
    await expect(one.getByText(MESSAGES.outOfBounds, { exact: true })).toBeVisible();
    await expect(one.getByText('Moves: 1 / 20', { exact: true })).toBeVisible();
    // Focus moved to Reset inside the shadow root, so R still reaches that game (and only that one).
    await expect(two.getByRole('button', { name: 'Reset' })).toBeFocused();
    await page.keyboard.press('r');
    await expect(two.getByText('Moves: 0 / 20', { exact: true })).toBeVisible();
    await expect(one.getByText(MESSAGES.outOfBounds, { exact: true })).toBeVisible();
  });

  test("the page's CSS does not reach the game, and the game's CSS does not leak out", async ({ page }) => {
    const heading = page.locator('#maze-one').getByRole('heading', { name: 'Robot Maze' });
    const headingStyle = await heading.evaluate((el) => ({ color: getComputedStyle(el).color, size: getComputedStyle(el).fontSize }));
    expect(headingStyle.color).not.toBe('rgb(255, 0, 0)');
    expect(headingStyle.size).toBe('22px');
    const forward = page.locator('#maze-one').getByRole('button', { name: 'Move Forward' });
    const buttonStyle = await forward.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      size: getComputedStyle(el).fontSize,
      width: el.getBoundingClientRect().width,
    }));
    expect(buttonStyle.background).not.toBe('rgb(255, 255, 0)');
    expect(buttonStyle.size).toBe('15px');
    expect(buttonStyle.width).toBeGreaterThan(44);
    const moveCount = await page
      .locator('#maze-one')
      .getByText('Moves: 0 / 20', { exact: true })
      .evaluate((el) => getComputedStyle(el).color);
    expect(moveCount).not.toBe('rgb(255, 0, 0)');

    // The partner's own elements keep the partner's styles.
    const partnerButton = page.getByRole('button', { name: 'A partner button' });
    expect(await partnerButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 0)');
    const partnerText = page.getByText('Some partner text between the two games.');
    expect(await partnerText.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).fontSize])).toEqual([
      'rgb(255, 0, 0)',
      '30px',
    ]);
    // No style tag of the game lands in the partner's document.
    expect(await page.evaluate(() => document.querySelectorAll('head style[data-emotion], body > style[data-emotion]').length)).toBe(0);
  });

  test('removing an element unmounts it cleanly and leaves the other playing', async ({ page }) => {
    await page.evaluate(() => document.querySelector('#maze-two')?.remove());
    await expect(page.locator('robot-maze')).toHaveCount(1);
    const one = page.locator('#maze-one');
    await one.getByRole('button', { name: 'Move Forward' }).click();
    await expect(one.getByText('Moves: 1 / 20', { exact: true })).toBeVisible();
  });

  test('fits a 375 px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });

  test('no axe violations inside the element', async ({ page }) => {
    const results = await axeBuilder(page).include('#maze-one').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
