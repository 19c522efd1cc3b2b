import { expect, test } from 'shared/e2e';
import { partnerDemoUrl } from './fixtures';

// Issue 39: the partner element in Gujarati by its lang attribute, and the site's page in Hindi at
// /hi/robot-maze (rendered by the shell's language routes; the fixture fails on a hydration warning,
// so the Hindi words the server sent are the ones the browser reads from its own catalog).
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

test('the Hindi page plays to an outcome in Hindi, and the English page stays in English', async ({ page }) => {
  await page.goto('/hi/robot-maze');
  await expect(page.getByRole('heading', { level: 1, name: 'रोबोट भूलभुलैया' })).toBeVisible();
  const forward = page.getByRole('button', { name: 'आगे बढ़ें' });
  await expect(forward).toBeEnabled();
  for (let i = 0; i < 4; i++) await forward.click();
  await expect(page.getByText('चालें: 4 / 20', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'दाएँ मुड़ें' }).click();
  for (let i = 0; i < 4; i++) await forward.click();
  await expect(page.getByText('सफलता! रोबोट लक्ष्य तक पहुँच गया!', { exact: true })).toBeVisible();
  await expect(page.getByText('चालें: 9 / 20', { exact: true })).toBeVisible();

  await page.goto('/robot-maze');
  await expect(page.getByRole('heading', { level: 1, name: 'Robot Maze' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move Forward' })).toBeEnabled();
  await expect(page.getByText('Moves: 0 / 20', { exact: true })).toBeVisible();
});
