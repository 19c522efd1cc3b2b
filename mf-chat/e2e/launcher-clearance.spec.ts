import type { Page } from '@playwright/test';
import { MISSING_PAGE, NOT_FOUND_DOCUMENT, expect, partOf, siteRoutes, test } from 'shared/e2e';
import { launcher } from './widget';

/**
 * The floating chat button never covers a control of the page or the header (issue 37: on a 390 px
 * phone at the bottom of `/` it came to rest on the header's menu button, so a tap meant for the menu
 * opened the chat). Every page the remotes publish, and Page Not Found, is scrolled from top to bottom
 * at several widths; at each step the button's box is compared with the header's and with every visible
 * control's. Where no spot is free the button is tucked away: then it must be out of sight and out of
 * the pointer's reach.
 */

const WIDTHS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/** What a visitor operates (the brief of issue 37), as the button sees it. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

interface Scan {
  readonly covered: string[];
  readonly steps: number;
  readonly tucked: number;
}

/**
 * Scrolls the page from top to bottom in quarter screens and lists what the button covers at each step,
 * all in the page: no round trip to the test per step.
 */
function scanPage(page: Page): Promise<Scan> {
  return page.evaluate(async (selector) => {
    const button = document.querySelector<HTMLElement>('[data-boundary="chat"] button[aria-label="Chat assistant"]')!;
    const header = Array.from(document.querySelectorAll('header')).find((element) => !element.closest('main, article'))!;
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    // A task queued now runs after every task queued before it, such as React's render of a new spot.
    const queued = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    // Settled once the button's box and state are the same three frames running: after a load or a
    // resize, when the page itself may still be changing under the button.
    const settle = async () => {
      let last = '';
      let same = 0;
      for (let i = 0; i < 240 && same < 3; i += 1) {
        await frame();
        const box = button.getBoundingClientRect();
        const now = `${box.top} ${box.left} ${button.dataset.tucked ?? ''}`;
        same = now === last ? same + 1 : 0;
        last = now;
      }
    };
    // The button answers a scroll as the widget's own listener schedules it (use-launcher-spot.ts): the
    // scroll event asks for an animation frame, which measures the page and sets the spot, and React
    // renders that spot in a task it queues then. A frame asked for by a scroll listener added after
    // the widget's runs after the widget's measure; a task queued in it runs after React's render.
    const scrollTo = (y: number) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.scrollTo(0, y);
        // Already there (the page's end is often the last quarter screen): no scroll, nothing to answer.
        if (window.scrollY === before) return resolve();
        window.addEventListener('scroll', () => requestAnimationFrame(() => void queued().then(resolve)), { once: true });
      });
    const describe = (element: Element) =>
      `<${element.localName}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    const controls = () => Array.from(document.querySelectorAll(selector)).filter((control) => !control.closest('[data-boundary="chat"]'));

    /** What the button covers where the page is now scrolled, or hides badly while tucked. */
    const check = (): string[] => {
      const at = `y=${Math.round(window.scrollY)}`;
      const box = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      if (button.dataset.tucked !== undefined) {
        const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
        return style.opacity !== '0' || style.pointerEvents !== 'none' || button.contains(hit)
          ? [`${at}: tucked but still seen or tapped`]
          : [];
      }
      const found: string[] = [];
      if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth)
        found.push(`${at}: out of the screen`);
      if (meets(box, header.getBoundingClientRect())) found.push(`${at}: the header`);
      for (const control of controls()) {
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const rect = control.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden text, such as a skip link at rest
        if (meets(box, rect)) found.push(`${at}: ${describe(control)}`);
      }
      return found;
    };

    const covered: string[] = [];
    let tucked = 0;
    await settle();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const stride = Math.max(1, Math.floor(window.innerHeight / 4));
    const positions = [...Array.from({ length: Math.floor(end / stride) + 1 }, (_, i) => i * stride), end];
    for (const y of positions) {
      await scrollTo(y);
      let found = check();
      // Something else moved the page under the button at that moment (an image, a late part of the
      // page): what counts is where the button comes to rest.
      if (found.length > 0) {
        await settle();
        found = check();
      }
      if (button.dataset.tucked !== undefined) tucked += 1;
      covered.push(...found);
    }
    return { covered, steps: positions.length, tucked };
  }, CONTROLS);
}

/**
 * The pages are split into parts of about five, every page in one part, so that both workers share the
 * sweep (about two minutes on one busy worker) instead of one walking it all.
 */
const PARTS = 4;

test.describe('the floating chat button and the page under it', () => {
  // Page Not Found is answered with status 404, which the browser logs.
  test.use({ allowConsole: NOT_FOUND_DOCUMENT });
  // Each part opens its own page and changes nothing another reads.
  test.describe.configure({ mode: 'parallel' });
  // Without its easing the button is where it will stay as soon as React has placed it.
  test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  for (let part = 0; part < PARTS; part += 1) {
    test(`covers no control and not the header on any page, at any scroll, 320 to 1280 px wide (pages part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const routes = partOf([...(await siteRoutes(request)), MISSING_PAGE], part, PARTS);
      const covered: string[] = [];
      let steps = 0;
      let tucked = 0;
      for (const route of routes) {
        await page.setViewportSize(WIDTHS[0]!);
        await page.goto(route);
        // The shell fetches the chat once the page has loaded and the browser is idle.
        await expect(launcher(page)).toBeAttached();
        // One load per page, then each width: the button is placed again on every resize.
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          const scan = await scanPage(page);
          covered.push(...scan.covered.map((line) => `${route} at ${viewport.width} px, ${line}`));
          steps += scan.steps;
          tucked += scan.tucked;
        }
      }
      test.info().annotations.push({ type: 'scroll steps', description: `${steps} on ${routes.length} pages, tucked at ${tucked}` });
      expect(covered).toEqual([]);
    });
  }
});

test('rising above the footer as a visitor scrolls, the button shifts no layout (CLS)', async ({ page }) => {
  // Every layout shift the page counts that moved a part of the chat widget.
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { chatShifts: moved });
    type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.sources.some(({ node }) => node instanceof Element && node.closest('[data-boundary="chat"]')))
          moved.push(`at ${Math.round(entry.startTime)} ms: ${entry.value.toFixed(4)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(launcher(page)).toBeVisible();
  const resting = (await launcher(page).boundingBox())!;
  const footer = page.getByRole('contentinfo');
  // Down the page a quarter screen at a time, each step given two frames, to `to` (a function of the page).
  const scrollDown = (to: 'footer in sight' | 'end') =>
    page.evaluate(async (where) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const footerTop = () => document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY;
      const target = () =>
        where === 'end' ? document.documentElement.scrollHeight - window.innerHeight : footerTop() - window.innerHeight * 0.6;
      for (let y = window.scrollY; y < target(); y += window.innerHeight / 4) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
      window.scrollTo(0, target());
      await frame();
      await frame();
    }, to);
  // With the footer's top in the lower part of the screen, the button has risen above it (its easing done).
  await scrollDown('footer in sight');
  await expect
    .poll(async () => {
      const [button, footerBox] = [(await launcher(page).boundingBox())!, (await footer.boundingBox())!];
      return button.y + button.height <= footerBox.y;
    })
    .toBe(true);
  expect((await launcher(page).boundingBox())!.y).toBeLessThan(resting.y);
  // On to the end of the page (a phone's footer is taller than the screen), and no shift counted the widget.
  await scrollDown('end');
  await expect(launcher(page)).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { chatShifts: string[] }).chatShifts)).toEqual([]);
});
