import type { Page } from '@playwright/test';
import { MISSING_PAGE, axeBuilder, partOf, siteRoutes, test, expect } from 'shared/e2e';
import { NOT_FOUND_DOCUMENT, failedSubresources } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, what: string) {
  const results = await axeBuilder(page).withTags(WCAG_22_AA).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

async function pageReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-boundary="chat"]').first()).toBeAttached();
  // Let entrance animations finish: axe measures contrast on what is painted.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

// Each test opens its own page and changes nothing another reads: the sweeps and the states may run on
// both workers instead of one after another on one.
test.describe.configure({ mode: 'parallel' });

/**
 * Each viewport's sweep (about 20 pages, two minutes on one busy worker) is split into parts of about
 * five pages, every page in one part: both workers share a sweep, and the run's last minutes are not
 * one worker walking a whole sweep while the other has nothing left.
 */
const PARTS = 4;

test.describe('every route passes axe (WCAG 2.2 A and AA)', () => {
  // Every page of the remotes' tables, then a missing page, answered 404. The whole page is swept, so
  // each remote's area is too: mf-content's own spec sweeps only what is not here (a missing course).
  test.use({ allowConsole: NOT_FOUND_DOCUMENT });

  for (const viewport of [
    { name: 'phone', width: 375, height: 812 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    for (let part = 0; part < PARTS; part += 1) {
      test(`on a ${viewport.name}, pages part ${part + 1} of ${PARTS}`, async ({ page, pageProblems, request }) => {
        test.setTimeout(150_000);
        await page.setViewportSize(viewport);
        const failed = failedSubresources(page);
        for (const route of partOf([...(await siteRoutes(request)), MISSING_PAGE], part, PARTS)) {
          await pageReady(page, route);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `no horizontal scroll on ${route} (${viewport.name})`).toBeLessThanOrEqual(0);
          await expectNoViolations(page, `${route} (${viewport.name})`);
        }
        expect(failed).toEqual([]);
        expect(pageProblems).toEqual([]);
      });
    }
  }
});

test.describe('states that matter pass axe too', () => {
  test('mobile menu open', async ({ page, pageProblems }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await pageReady(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await expectNoViolations(page, 'mobile menu open');
    expect(pageProblems).toEqual([]);
  });

  test('Solutions dropdown open', async ({ page, pageProblems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await pageReady(page, '/services');
    await page.getByRole('button', { name: 'Solutions' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Robot Maze' })).toBeVisible();
    await expectNoViolations(page, 'Solutions dropdown open');
    expect(pageProblems).toEqual([]);
  });

  test('chat open with an answer, and with an error', async ({ page, pageProblems }) => {
    await pageReady(page, '/courses');
    await page.getByRole('button', { name: 'Chat assistant' }).click();
    const question = page.getByRole('textbox', { name: 'Your question' });
    await question.fill('How much is the Blockzie course?');
    await question.press('Enter');
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('599');
    await expectNoViolations(page, 'chat with an answer');

    await page.route('**/main/gemini', (route) => route.abort());
    await expect(question).toBeEnabled();
    await question.fill('Is there a lab for drones?');
    await question.press('Enter');
    await expect(log).toContainText('Sorry, there was an error connecting to the AI.');
    await expectNoViolations(page, 'chat with an error');
    expect(pageProblems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    pageProblems.length = 0;
  });

  test('contact form with an error', async ({ page, pageProblems }) => {
    await pageReady(page, '/contact');
    await page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: /send/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill out all required fields.' })).toBeVisible();
    await expectNoViolations(page, 'contact form error');
    expect(pageProblems).toEqual([]);
  });

  test('maze after a crash, and in program mode', async ({ page, pageProblems }) => {
    await pageReady(page, '/robot-maze');
    const forward = page.getByRole('button', { name: 'Move Forward' });
    for (let i = 0; i < 5; i += 1) await forward.click();
    await expect(page.getByText('Crashed! Out of bounds.', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'maze after a crash');
    await page.getByRole('button', { name: 'Program mode' }).click();
    await page.getByRole('button', { name: 'Add Forward' }).click();
    await expect(page.getByRole('list', { name: 'Program' })).toBeVisible();
    await expectNoViolations(page, 'maze in program mode');
    expect(pageProblems).toEqual([]);
  });
});
