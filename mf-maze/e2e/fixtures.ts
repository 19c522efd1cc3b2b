import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every maze spec fails on a page error or a console error: a game that works but throws is broken
 * for the next visitor.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const MESSAGES = {
  outOfBounds: 'Crashed! Out of bounds.',
  wall: 'Crashed into a wall!',
  goal: 'Success! The robot reached the goal!',
  limit: 'Move limit reached. Try again!',
} as const;

/** The site route; MAZE_PAGE_PATH points the specs at another page that shows the game (the remote's own). */
export const MAZE_PATH = process.env.MAZE_PAGE_PATH ?? '/robot-maze';

export const partnerDemoUrl = () => `http://localhost:${Number(process.env.PORT_BASE || 8080) + 3}/partner-demo.html`;

export async function openMaze(page: Page) {
  await page.goto(MAZE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Robot Maze' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move Forward' })).toBeEnabled();
}
