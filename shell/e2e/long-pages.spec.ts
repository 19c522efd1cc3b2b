import { test, expect } from 'shared/e2e';
import { findChromium } from '../../shared/tooling/site/find-browser.cjs';

// Blocks below the fold count at their usual height until they are drawn (decision records 073, 079). A
// visitor who jumps far down a page (a link to a part of it, a search in it) has the blocks just above the
// screen drawn at their real height a frame later, and the browser's scroll anchoring holds what they see
// in place (decision record 080). Without it the closing Subscribe button on /news/1 moved 83 px between
// a tap's press and its release on a phone, and the tap was lost.
//
// Visitors' Chromium, not the tests' headless shell: the shell draws those blocks a frame apart from its
// anchoring on the home pages, which no visitor's browser does. No trace: its snapshots of the page read
// every element's box, laying undrawn blocks out out of turn, which undoes the anchoring as any script
// reading them does.
const chromium = findChromium();
test.use({
  launchOptions: async ({ launchOptions }, provide) => provide(chromium ? { ...launchOptions, executablePath: chromium } : launchOptions),
  trace: 'off',
});

for (const path of ['/', '/gu', '/news/1', '/hi/news/1', '/gu/blog/1']) {
  test(`a jump to the end of ${path} on a phone leaves what is on the screen in place`, async ({ page, pageProblems }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(path);
    // A script that reads the boxes of elements inside undrawn blocks undoes the anchoring, as the chat
    // button's placement did: the jump comes once that button is placed. Nothing here reads the page
    // the way Playwright's role queries and expect() do (they read every element's box, which undoes it
    // too): the button is awaited and the heading found by CSS.
    await page.locator('[data-boundary="chat"] button[aria-expanded]').waitFor();
    const moved = await page
      .locator('main h2')
      .last()
      .evaluate(async (heading) => {
        heading.scrollIntoView({ block: 'center' });
        const before = heading.getBoundingClientRect().top;
        for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
        return Math.abs(Math.round(heading.getBoundingClientRect().top - before));
      });
    expect(moved).toBe(0);
    expect(pageProblems).toEqual([]);
  });
}
