import AxeBuilder from '@axe-core/playwright';
import { NOT_FOUND_DOCUMENT, siteRoutes } from 'shared/e2e';
import { test, expect, pageHeading } from './fixtures';

/** A course that does not exist: its page says Course Not Found (status 404). */
const MISSING_COURSE = '/courses/nope';

test.describe('accessibility of the content pages (axe, WCAG 2.2 AA, content area only)', () => {
  // /courses/nope is answered 404 (Course Not Found), which the browser logs.
  test.use({ allowConsole: NOT_FOUND_DOCUMENT });
  for (const width of [375, 1280]) {
    test(`no violations at ${width} px`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      // Every page mf-content publishes (a detail page by its first item), and a missing course.
      for (const path of [...(await siteRoutes(request, ['mf_content'])), MISSING_COURSE]) {
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
