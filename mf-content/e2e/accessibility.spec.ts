import AxeBuilder from '@axe-core/playwright';
import { NOT_FOUND_DOCUMENT } from 'shared/e2e';
import { test, expect, pageHeading } from './fixtures';

const PAGES = [
  '/',
  '/services',
  '/courses',
  '/courses/iot',
  '/courses/nope',
  '/news',
  '/news/1',
  '/blog',
  '/blog/5',
  '/about',
  '/smart-anganwadi',
  '/labs',
  '/waitlist',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
];

test.describe('accessibility of the content pages (axe, WCAG 2.2 AA, content area only)', () => {
  // /courses/nope is answered 404 (Course Not Found), which the browser logs.
  test.use({ allowConsole: NOT_FOUND_DOCUMENT });
  for (const width of [375, 1280]) {
    test(`no violations at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      for (const path of PAGES) {
        await page.goto(path);
        await expect(pageHeading(page)).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `no horizontal scroll on ${path}`).toBeLessThanOrEqual(0);
        const result = await new AxeBuilder({ page })
          .include('[data-boundary="content"]')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(
          result.violations.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
          `axe on ${path}`,
        ).toEqual([]);
      }
    });
  }
});
