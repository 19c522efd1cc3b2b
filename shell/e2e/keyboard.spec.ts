import type { Locator, Page } from '@playwright/test';
import { test, expect } from 'shared/e2e';
import { mainHeading } from './fixtures';

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is not reachable. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab in ${maxPresses} presses`);
}

test.describe('every task by keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('navigate: header link, Solutions dropdown, footer link', async ({ page, pageProblems }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'News', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news$/);
    await expect(mainHeading(page)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Solutions' }));
    await page.keyboard.press('ArrowDown');
    // The menu opens and moves focus to its first item on the next frame: a keyboard user sees that
    // before pressing on (a Tab pressed sooner was lost to the race, once in CI-like load).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Smart Anganwadi' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Robot Maze' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/robot-maze$/);
    expect(pageProblems).toEqual([]);
  });

  test('search the news', async ({ page, pageProblems }) => {
    await page.goto('/news');
    await expect(mainHeading(page)).toBeVisible();
    await tabTo(page, page.getByRole('searchbox', { name: 'Search news' }));
    await page.keyboard.type('drone');
    await expect(page).toHaveURL(/q=drone/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('submarine volcano');
    await expect(page.getByText('No news items found matching your search.')).toBeVisible();
    expect(pageProblems).toEqual([]);
  });

  test('filter the blog by category and clear it', async ({ page, pageProblems }) => {
    await page.goto('/blog');
    await expect(mainHeading(page)).toBeVisible();
    const category = page.getByRole('combobox', { name: 'Category' });
    await tabTo(page, category);
    await category.selectOption('Robotics'); // a native select: arrow keys change it, selectOption is the same event
    await expect(page).toHaveURL(/category=Robotics/);
    // A chip is a link to the list without its filter (HTML first: it works before any script runs).
    const chip = page.getByRole('link', { name: 'Remove filter Category: Robotics' });
    await tabTo(page, chip);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/category=/);
    expect(pageProblems).toEqual([]);
  });

  test('send a contact message', async ({ page, pageProblems }) => {
    await page.goto('/contact');
    await expect(mainHeading(page)).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    await tabTo(page, form.getByRole('textbox', { name: 'Name' }));
    await page.keyboard.type('Asha Patel');
    await tabTo(page, form.getByRole('textbox', { name: 'E-mail' }));
    await page.keyboard.type('asha@example.com');
    await tabTo(page, form.getByRole('textbox', { name: 'Message' }));
    // A message of its own: the same one sent again within a day is answered as a repeat, not stored.
    await page.keyboard.type(`Do you run weekend robotics classes for grade 5? (${Date.now()})`);
    await tabTo(page, form.getByRole('button', { name: /send/i }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your message has been sent! We will get back to you soon.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(pageProblems).toEqual([]);
  });

  test('play the maze to the goal', async ({ page, pageProblems }) => {
    await page.goto('/robot-maze');
    await expect(mainHeading(page)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Move Forward' }));
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key);
    }
    await expect(page.getByText('Success! The robot reached the goal!', { exact: true })).toBeVisible();
    expect(pageProblems).toEqual([]);
  });

  test('ask the chat assistant', async ({ page, pageProblems }) => {
    await page.goto('/services');
    await expect(mainHeading(page)).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Chat assistant' });
    await expect(launcher).toBeVisible();
    await tabTo(page, launcher, 200);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();
    await page.keyboard.type('Which lab has drones?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('Drone Lab');
    await page.keyboard.press('Escape');
    await expect(launcher).toBeFocused();
    expect(pageProblems).toEqual([]);
  });
});
