import { expect, remoteOrigin } from 'shared/e2e';
import type { Page } from '@playwright/test';

export const MESSAGES = {
  outOfBounds: 'Crashed! Out of bounds.',
  wall: 'Crashed into a wall!',
  goal: 'Success! The robot reached the goal!',
  limit: 'Move limit reached. Try again!',
} as const;

/** mf-maze's own origin (port base + 3), where robot-maze.js and the partner demo are served. */
export const mazeOrigin = remoteOrigin(3);

/**
 * MAZE_STANDALONE=1 runs the page specs on the remote's own page (its origin, without the shell), for
 * a maze change tested while the shell is down or mid-change.
 */
const standalone = process.env.MAZE_STANDALONE === '1';

export const partnerDemoUrl = () => `${mazeOrigin}/partner-demo.html`;

export async function openMaze(page: Page) {
  if (standalone) {
    // The remote's server answers only its own files: its page routes on the client from `/`.
    await page.goto(`${mazeOrigin}/`);
    await page.getByRole('link', { name: 'Robot Maze' }).click();
  } else {
    await page.goto('/robot-maze');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Robot Maze' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move Forward' })).toBeEnabled();
}
