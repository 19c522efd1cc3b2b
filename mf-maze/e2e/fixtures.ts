import { expect, remoteOrigin } from 'shared/e2e';
import type { Page } from '@playwright/test';

export const MESSAGES = {
  outOfBounds: 'Crashed! Out of bounds.',
  wall: 'Crashed into a wall!',
  goal: 'Success! The robot reached the goal!',
  limit: 'Move limit reached. Try again!',
} as const;

/** The site route; MAZE_PAGE_PATH points the specs at another page that shows the game (the remote's own). */
export const MAZE_PATH = process.env.MAZE_PAGE_PATH ?? '/robot-maze';

/** mf-maze's own origin (port base + 3), where robot-maze.js and the partner demo are served. */
export const mazeOrigin = remoteOrigin(3);

export const partnerDemoUrl = () => `${mazeOrigin}/partner-demo.html`;

export async function openMaze(page: Page) {
  await page.goto(MAZE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Robot Maze' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move Forward' })).toBeEnabled();
}
