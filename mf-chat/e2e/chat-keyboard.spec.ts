import type { Page } from '@playwright/test';
import { expect, test } from 'shared/e2e';

/**
 * WCAG 2.4.11 with the panel open: where it spans a phone's screen, Tab never takes focus on to the
 * page's controls behind it (it goes round the panel, Escape leaves it); on a desktop the panel covers
 * a corner, is non-modal, and Tab reaches the page. Found by role in any language: these run on /gu.
 */
const widget = (page: Page) => page.locator('[data-boundary="chat"]');
const launcher = (page: Page) => widget(page).locator('button[aria-expanded]');
const panel = (page: Page) => widget(page).getByRole('dialog');

/** Where focus is after a key press: inside the panel, and whether the panel hides it completely. */
function focusStop(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector('[data-boundary="chat"] [role="dialog"]');
    const inWidget = Boolean(active?.closest('[data-boundary="chat"]'));
    if (!active || !dialog) return { inPanel: false, inWidget, hidden: false, name: String(active?.tagName) };
    const box = active.getBoundingClientRect();
    const cover = dialog.getBoundingClientRect();
    const visible = getComputedStyle(dialog).display !== 'none' && cover.height > 0;
    const inside = box.left >= cover.left && box.right <= cover.right && box.top >= cover.top && box.bottom <= cover.bottom;
    const inPanel = dialog.contains(active);
    const name = `${active.tagName.toLowerCase()} ${(active.textContent ?? '').trim().slice(0, 30)}`;
    return { inPanel, inWidget, hidden: !inPanel && visible && inside, name };
  });
}

test.describe('keyboard focus with the chat panel open', () => {
  test('on a 375 x 740 phone Tab and Shift+Tab go round the panel, never to the page behind it, and Escape returns to the button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/gu/contact');
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toHaveAttribute('aria-modal', 'true');
    const stops: string[] = [];
    for (const key of [...Array<string>(25).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const stop = await focusStop(page);
      expect(stop, `${key} to ${stop.name}`).toMatchObject({ inPanel: true, hidden: false });
      stops.push(stop.name);
    }
    expect(new Set(stops).size).toBeGreaterThan(4);
    await page.screenshot({ path: test.info().outputPath('phone-panel-focus.png') });
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('on a phone, a tap on the page above the panel closes it, so what has focus shows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/gu/contact');
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await page.locator('header').getByRole('button').first().focus();
    await expect(panel(page)).toBeHidden();
  });

  test('on a desktop the panel is non-modal: Tab reaches the page with the panel open, and no focused control is hidden behind it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/gu/contact');
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toHaveAttribute('aria-modal', 'false');
    let firstOnPage: { name: string; panelOpen: boolean } | null = null;
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      expect(stop.hidden, `Tab to ${stop.name}`).toBe(false);
      if (!firstOnPage && !stop.inWidget && stop.name !== 'body')
        firstOnPage = { name: stop.name, panelOpen: await panel(page).isVisible() };
    }
    expect(firstOnPage).toMatchObject({ panelOpen: true });
  });

  test('on a desktop, a control the panel hides whole closes the panel when Tab reaches it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/gu/contact');
    const subscribe = page.getByRole('button', { name: 'સબ્સ્ક્રાઇબ કરો' });
    // The newsletter's button in the panel's corner, as a visitor scrolling down the page finds it.
    await subscribe.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 420));
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    const hiddenBehindPanel = () =>
      subscribe.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const cover = document.querySelector('[data-boundary="chat"] [role="dialog"]')?.getBoundingClientRect();
        return Boolean(
          cover &&
          cover.height > 0 &&
          box.left >= cover.left &&
          box.right <= cover.right &&
          box.top >= cover.top &&
          box.bottom <= cover.bottom,
        );
      });
    expect(await hiddenBehindPanel()).toBe(true);
    await page.locator('form', { has: subscribe }).getByRole('textbox').focus();
    await page.keyboard.press('Tab');
    await expect(subscribe).toBeFocused();
    await expect(panel(page)).toBeHidden();
    expect(await hiddenBehindPanel()).toBe(false);
    await page.screenshot({ path: test.info().outputPath('desktop-subscribe-focus.png') });
  });
});
