import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe builder for `page`, to chain as AxeBuilder's own (`.include`, `.withTags`, then `.analyze()`).
 * By default AxeBuilder runs axe in each frame and then finishes the run in a new blank page of the
 * browser context, opened and loaded with axe for every scan: a few seconds each on a busy machine.
 * A page without frames has nothing to gather from other frames, and axe.run in the page itself (the
 * builder's legacy mode) gives the same results there, rule by rule and node by node (compared on /,
 * /services, /courses and /robot-maze: same violations, passes, incomplete and inapplicable). A page with
 * a frame is scanned the default way, cross-origin frames included. Call it just before `analyze()`.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}
