import { NOT_FOUND_DOCUMENT, axeBuilder } from 'shared/e2e';
import { test, expect, pageHeading } from './fixtures';

/** A course that does not exist: its page says Course Not Found (status 404). */
const MISSING_COURSE = '/courses/nope';

/**
 * Every page mf-content publishes is swept whole (axe, WCAG 2.2 A and AA, no horizontal scroll) at a
 * phone's and a desktop's width by shell/e2e/accessibility.spec.ts, which sweeps every page of the
 * remotes' tables, content area included. What only mf-content answers is swept here: a missing course.
 */
test.describe('accessibility of the content pages (axe, WCAG 2.2 AA, content area only)', () => {
  // /courses/nope is answered 404 (Course Not Found), which the browser logs.
  test.use({ allowConsole: NOT_FOUND_DOCUMENT });
  for (const width of [375, 1280]) {
    test(`no violations on a missing course at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(MISSING_COURSE);
      await expect(pageHeading(page)).toBeVisible();
      await expect(pageHeading(page)).toHaveText('Course Not Found');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no horizontal scroll on ${MISSING_COURSE}`).toBeLessThanOrEqual(0);
      const result = await axeBuilder(page)
        .include('[data-boundary="content"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        result.violations.map((v) => `${MISSING_COURSE}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
        `axe on ${MISSING_COURSE}`,
      ).toEqual([]);
    });
  }
});
