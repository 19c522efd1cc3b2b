import { expect, test } from 'shared/e2e';
import { partnerDemoUrl } from './fixtures';

// Issue 39: the partner element in Gujarati by its lang attribute. (The Hindi page at /hi/robot-maze is
// rendered by the shell's language routes; its server render in Hindi is tested in src/exposed.)
test('a partner’s <robot-maze lang="gu"> plays in Gujarati from the same one script', async ({ page }) => {
  await page.goto(partnerDemoUrl());
  await expect(page.locator('robot-maze')).toHaveCount(2);
  const scripts = await page.locator('script[src]').count();
  await page.evaluate(() => {
    const element = document.createElement('robot-maze');
    element.id = 'maze-gu';
    element.setAttribute('lang', 'gu');
    document.body.append(element);
  });
  const game = page.locator('#maze-gu');
  await expect(game.getByRole('heading', { name: 'રોબોટ મેઝ' })).toBeVisible();
  await game.getByRole('button', { name: 'આગળ વધો' }).click();
  await game.getByRole('button', { name: 'જમણે વળો' }).click();
  await game.getByRole('button', { name: 'આગળ વધો' }).click();
  await expect(game.getByText('દીવાલ સાથે ટક્કર!', { exact: true })).toBeVisible();
  // Its words came inside robot-maze.js: no other script was added to the partner's page.
  await expect(page.locator('script[src]')).toHaveCount(scripts);
  await expect(page.locator('#maze-one').getByText('Moves: 0 / 20', { exact: true })).toBeVisible();
});
