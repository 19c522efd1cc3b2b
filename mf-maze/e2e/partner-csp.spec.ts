import type { Page } from '@playwright/test';
import { expect, test } from 'shared/e2e';
import { mazeOrigin } from './fixtures';
import { startPartnerServer, type EmbedRelease, type PartnerServer } from './partner-server';

/** Collects the page's CSP violations, from the first script on (an init script is not subject to the page's policy). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

let release: EmbedRelease;
let partner: PartnerServer;

test.beforeAll(async () => {
  const answer = await fetch(`${mazeOrigin}/robot-maze.sri.json`);
  expect(answer.ok).toBe(true);
  release = (await answer.json()) as EmbedRelease;
  expect(release.file).toMatch(/^robot-maze\.[0-9a-f]{16}\.js$/);
  expect(release.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  partner = await startPartnerServer(mazeOrigin, release);
});

test.afterAll(async () => partner?.close());

test.describe('the maze on a partner page with a strict nonce policy, pinned by integrity', () => {
  test('renders styled and plays, with no policy violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${partner.origin}/`);
    const maze = page.locator('#maze');
    const forward = maze.getByRole('button', { name: 'Move Forward' });
    await expect(forward).toBeEnabled();

    // Styled: the board is emotion's flex column and the heading has the game's own size, not the browser's 24px.
    const board = maze.getByRole('table', { name: 'Maze grid, 5 rows by 5 columns' });
    expect(await board.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(await maze.getByRole('heading', { name: 'Robot Maze' }).evaluate((el) => getComputedStyle(el).fontSize)).toBe('22px');
    const box = await board.boundingBox();
    expect(box && Math.abs(box.width - box.height)).toBeLessThan(2);
    // The robot and the flag fill their boxes (their own size attributes are for unstyled pages).
    for (const picture of [maze.locator('[data-robot] svg'), maze.locator('[data-content="goal"] svg')]) {
      const [own, holder] = await picture.evaluate((svg) => [
        svg.getBoundingClientRect().width,
        svg.parentElement!.getBoundingClientRect().width,
      ]);
      expect(own).toBeGreaterThan(48);
      expect(own).toBeCloseTo(holder!, 0);
    }

    await forward.click();
    await expect(maze.getByText('Moves: 1 / 20', { exact: true })).toBeVisible();
    await expect(maze.getByRole('cell', { name: 'Row 4, column 1: robot facing up' })).toBeAttached();
    expect(await violations()).toEqual([]);
  });

  test.describe('without the nonce on its script tag', () => {
    // What a partner sees who lists the maze's origin but forgets the nonce: proof that the test above
    // would notice refused styles.
    test.use({ allowConsole: /violates the following Content Security Policy directive 'style-src/ });

    test('the game runs but its styles are refused', async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(`${partner.origin}/forgot-nonce`);
      const maze = page.locator('#maze');
      await expect(maze.getByRole('button', { name: 'Move Forward' })).toBeEnabled();
      expect(await maze.getByRole('table', { name: /Maze grid/ }).evaluate((el) => getComputedStyle(el).display)).toBe('block');
      expect((await violations()).some((line) => line.startsWith('style-src'))).toBe(true);

      // Unstyled but usable: the pictures keep their own 48 px (not the page's width), the game stays
      // a few screens of text and buttons, and the robot stays inside it (no transform moves it over
      // the partner's page below).
      const pictures = await maze
        .locator('svg[viewBox="0 0 48 48"]')
        .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().height));
      expect(pictures).toEqual([48, 48]);
      const game = await maze.boundingBox();
      expect(game!.height).toBeLessThan(1200);
      const robot = await maze.locator('[data-robot]').boundingBox();
      expect(robot!.y + robot!.height).toBeLessThanOrEqual(game!.y + game!.height);
      await maze.getByRole('button', { name: 'Move Forward' }).click();
      await expect(maze.getByText('Moves: 1 / 20', { exact: true })).toBeVisible();
    });
  });

  test('the hashed file is immutable, the stable name is revalidated, both readable cross-origin', async () => {
    const hashed = await fetch(`${mazeOrigin}/${release.file}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toMatch(/immutable/);
    expect(hashed.headers.get('access-control-allow-origin')).toBe('*');
    const stable = await fetch(`${mazeOrigin}/robot-maze.js`);
    expect(stable.headers.get('cache-control')).toBe('no-cache');
    expect(await stable.text()).toBe(await hashed.text());
    const sri = await fetch(`${mazeOrigin}/robot-maze.sri.json`);
    expect(sri.headers.get('cache-control')).toBe('no-cache');
  });

  test("names no source map and serves none: the site's source stays with the team (decision 048)", async () => {
    const script = await (await fetch(`${mazeOrigin}/${release.file}`)).text();
    expect(script).not.toMatch(/sourceMappingURL/);
    for (const map of [`${release.file}.map`, 'robot-maze.js.map']) expect((await fetch(`${mazeOrigin}/${map}`)).status).toBe(404);
  });
});
