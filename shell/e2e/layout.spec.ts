import { test, expect, blocksDrawnWhenNear } from 'shared/e2e';
import { mainHeading, withoutPopovers } from './fixtures';

test.describe('header', () => {
  test('turns solid with a shadow once scrolled past 10 px', async ({ page, pageProblems }) => {
    await page.goto('/services');
    await expect(mainHeading(page)).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(pageProblems).toEqual([]);
  });

  test('Solutions dropdown opens, navigates, and closes on Escape and an outside click', async ({ page, pageProblems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Solutions' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Robot Maze' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Smart Anganwadi', 'Courses', 'Robot Maze', 'Blog']) {
      await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    }
    await page.mouse.click(640, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Smart Anganwadi' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(pageProblems).toEqual([]);
  });

  test('Get Started leads to the home page section from any route', async ({ page, pageProblems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/#get-started$/);
    await expect(page.locator('#get-started')).toBeInViewport();
    expect(pageProblems).toEqual([]);
  });

  test('a deep link to a section lands on it once the remote page has rendered', async ({ page, pageProblems }) => {
    await page.goto('/services#drone-lab');
    await expect(page.locator('#drone-lab')).toBeInViewport();
    expect(pageProblems).toEqual([]);
  });

  test('each route change starts at the top of the page', async ({ page, pageProblems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(mainHeading(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(pageProblems).toEqual([]);
  });

  test('the skip link is the first stop and jumps to the main content', async ({ page, pageProblems }) => {
    await page.goto('/news');
    // A keyboard user starts once the page shows (the app renders in the tasks after main.js runs).
    await expect(mainHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect(pageProblems).toEqual([]);
  });
});

/** A wheel over the page's left side. */
async function wheel(page: import('@playwright/test').Page) {
  await page.mouse.move(40, 400);
  await page.mouse.wheel(0, 400);
}

/**
 * Whether the page scrolls under a wheel: `true` once it has moved (wheeled again while a page that
 * has just opened is still growing), `false` when, two frames after the page received the wheel, it
 * is where it was (a page behind an open menu; an unlocked one has moved by then).
 */
async function pageScrollsOnWheel(page: import('@playwright/test').Page, expected: boolean) {
  const before = await page.evaluate(() => window.scrollY);
  if (expected) {
    await expect
      .poll(async () => {
        await wheel(page);
        return page.evaluate(() => window.scrollY);
      })
      .not.toBe(before);
  } else {
    const received = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
            passive: true,
          }),
        ),
    );
    await wheel(page);
    await received;
    expect(await page.evaluate(() => window.scrollY), 'the page behind the menu scrolls').toBe(before);
  }
  await page.evaluate((y) => window.scrollTo(0, y), before);
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  const open = async (page: import('@playwright/test').Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await pageScrollsOnWheel(page, false);
    return dialog;
  };
  const expectClosed = async (page: import('@playwright/test').Page) => {
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await pageScrollsOnWheel(page, true);
  };

  test('is narrow, locks scrolling, keeps focus inside, and closes on Escape with focus back', async ({ page, pageProblems }) => {
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Solutions' })).toBeHidden();
    const dialog = await open(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(320);
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(pageProblems).toEqual([]);
  });

  test('closes on a tap on the dimmed page, which reaches nothing behind it', async ({ page, pageProblems }) => {
    await page.goto('/about');
    await open(page);
    // Left of the panel, over the page's own links and buttons.
    await page.touchscreen.tap(20, 400);
    await expectClosed(page);
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(20, 150);
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    expect(pageProblems).toEqual([]);
  });

  test('closes on a link click and navigates', async ({ page, pageProblems }) => {
    await page.goto('/about');
    const dialog = await open(page);
    await dialog.getByRole('link', { name: 'Robot Maze' }).click();
    await expect(page).toHaveURL(/\/robot-maze$/);
    await expectClosed(page);
    expect(pageProblems).toEqual([]);
  });

  test('closes on a route change from outside the menu (browser back)', async ({ page, pageProblems }) => {
    await page.goto('/about');
    await page.goto('/news');
    await open(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expectClosed(page);
    expect(pageProblems).toEqual([]);
  });
});

test.describe('mobile menu without JavaScript', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, javaScriptEnabled: false });

  test('opens, closes on Close, Escape and the dimmed page, and leads to a page and to a language', async ({ page }) => {
    await page.goto('/news?q=lab');
    const button = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeHidden();
    await button.tap();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(dialog).toBeHidden();
    await button.tap();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.tap();
    await page.touchscreen.tap(20, 400);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/news\?q=lab$/);
    // Under 400 px the header has no room for the switch: the menu has it, with the page's query.
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Language' })).toBeHidden();
    await button.tap();
    await dialog.getByRole('link', { name: 'ગુજરાતી' }).tap();
    await expect(page).toHaveURL(/\/gu\/news\?q=lab$/);
    await page.getByRole('button', { name: 'મેનૂ ખોલો' }).tap();
    await page.getByRole('dialog').getByRole('link', { name: 'રોબોટ મેઝ' }).tap();
    await expect(page).toHaveURL(/\/gu\/robot-maze$/);
  });

  // CSS makes the page behind the open menu inert (interactivity: inert, Chrome 135): Tab goes round
  // the menu's own controls and never reaches the page, with no script to trap it.
  test('holds Tab inside the open menu, the page behind it inert', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    const where = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'nothing';
        return focused.closest('[role=dialog]') ? 'menu' : `page: ${focused.outerHTML.slice(0, 80)}`;
      });
    const stops = await page.getByRole('dialog', { name: 'Site menu' }).locator('a[href], button').count();
    let backAtClose = false;
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(['menu', 'nothing']).toContain(await where());
      if (await close.evaluate((button) => button === document.activeElement)) backAtClose = true;
    }
    expect(backAtClose, 'Tab came round to Close').toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await where(), 'the page takes focus again once the menu is closed').toMatch(/^page: /);
  });
});

// Chrome before 114 (Windows 7 and 8 computers, common in schools) and Safari before 17 have no
// popovers: the script shows and hides both menus there.
test.describe('header menus where the browser has no popovers', () => {
  test.beforeEach(async ({ page }) => withoutPopovers(page));

  test('the Solutions list is hidden until its button is pressed, and closes as a popover does', async ({ page, pageProblems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('[popover]').length), 'no popovers left').toBe(0);
    const button = page.getByRole('button', { name: 'Solutions' });
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Robot Maze' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = banner.getByRole('link', { name: 'Smart Anganwadi' });
    await expect(list).toBeVisible();
    // Under its button, over the page.
    const [under, item] = [await button.boundingBox(), await list.boundingBox()];
    expect(Math.abs((item?.x ?? 0) - (under?.x ?? 0)), 'the list starts under its button').toBeLessThan(40);
    expect(item?.y ?? 0).toBeGreaterThan((under?.y ?? 0) + (under?.height ?? 0));
    await page.mouse.click(640, 600);
    await expect(list).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(list).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(banner.getByRole('link', { name: 'Courses' })).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(pageProblems).toEqual([]);
  });

  test('the phone menu opens by its button, holds the page, and closes on Escape, the dimmed page and a link', async ({
    page,
    pageProblems,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    const button = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeHidden();
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await pageScrollsOnWheel(page, false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await pageScrollsOnWheel(page, true);

    await button.click();
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await button.click();
    await dialog.getByRole('link', { name: 'Robot Maze' }).click();
    await expect(page).toHaveURL(/\/robot-maze$/);
    await expect(dialog).toBeHidden();
    expect(pageProblems).toEqual([]);
  });
});

test.describe('footer', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`is drawn only as it nears the screen, at about its usual height (${viewport.width} px)`, async ({ page, pageProblems }) => {
      await page.setViewportSize(viewport);
      await page.goto('/gu/news/3');
      await expect(mainHeading(page)).toBeVisible();
      const footer = page.getByRole('contentinfo');
      // Below the fold, the browser has not laid it out (decision record 073); its words are in the page.
      expect((await blocksDrawnWhenNear(footer)).map((block) => block.drawn)).toEqual([false]);
      await expect(footer).toContainText('RoboMinds');
      // Focus on its last link (a keyboard user's Tab) draws it and brings it into view.
      const last = footer.getByRole('link').last();
      await last.focus();
      await expect(last).toBeInViewport();
      await expect.poll(async () => (await blocksDrawnWhenNear(footer))[0]?.drawn).toBe(true);
      expect((await blocksDrawnWhenNear(footer))[0]?.usualHeightOffBy).toBeLessThan(0.2);
      expect(pageProblems).toEqual([]);
    });
  }

  test('is read by a screen reader before it is drawn', async ({ playwright, launchOptions, baseURL }) => {
    // A Chromium as a screen reader has it: its whole accessibility tree built, as the browser does once
    // one is running (--force-renderer-accessibility).
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--force-renderer-accessibility'],
    });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 375, height: 812 } });
      await page.goto('/hi');
      await expect(mainHeading(page)).toBeVisible();
      expect((await blocksDrawnWhenNear(page.getByRole('contentinfo'))).map((block) => block.drawn)).toEqual([false]);
      const cdp = await page.context().newCDPSession(page);
      const wanted = [
        ['navigation', 'हमारी सेवाएँ'],
        ['heading', 'हमारी सेवाएँ'],
        ['link', 'साइटमैप'],
      ];
      // Each exposed once, not ignored, while the footer is still undrawn.
      await expect
        .poll(async () => {
          const { nodes } = await cdp.send('Accessibility.getFullAXTree');
          return wanted.map(
            ([role, name]) => nodes.filter((node) => !node.ignored && node.role?.value === role && node.name?.value === name).length,
          );
        })
        .toEqual([1, 1, 1]);
      expect((await blocksDrawnWhenNear(page.getByRole('contentinfo'))).map((block) => block.drawn)).toEqual([false]);
    } finally {
      await browser.close();
    }
  });

  test('has everything the spec lists, with working links', async ({ page, pageProblems }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'innovative STEM education solutions for the next generation of problem solvers, inventors and creators',
    );
    await expect(footer).toContainText('Ahmedabad');
    await expect(footer.getByRole('link', { name: '+91 79 4890 2210' })).toHaveAttribute('href', 'tel:+917948902210');
    await expect(footer.getByRole('link', { name: 'hello@robominds.in' })).toHaveAttribute('href', 'mailto:hello@robominds.in');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} RoboMinds`);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${network}`) })).toHaveAttribute('target', '_blank');
    }
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    for (const name of ['Home', 'Services', 'About Us', 'News & Updates', 'Blog', 'Contact']) {
      await expect(quick.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('navigation', { name: 'Our Services' }).getByRole('link')).toHaveCount(8);
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    for (const [name, path] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Sitemap', '/sitemap'],
    ] as const) {
      await legal.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }
    await quick.getByRole('link', { name: 'News & Updates' }).click();
    await expect(page).toHaveURL(/\/news$/);
    expect(pageProblems).toEqual([]);
  });
});
