import { axeBuilder, expect, test } from 'shared/e2e';
import { CONNECTION, CORS, EMPTY, ENDPOINT, ask, input, launcher, log, openChat, panel } from './widget';

/**
 * The chat widget on the production build, talking to the real local gateway (offline mode), and
 * with the endpoint intercepted for the spec's two error messages. Any page or console error fails a
 * test (the shared fixture); a test that provokes one says which.
 */

test.describe('chat widget with the local gateway', () => {
  test('opens from the floating button with focus in the input, and asks a suggested question', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(input(page)).toBeFocused();
    await panel(page).getByRole('button', { name: 'What is your cancellation and refund policy?' }).click();
    await expect(log(page)).toContainText('What is your cancellation and refund policy?');
    await expect(log(page)).toContainText('50 percent');
  });

  test('a typed question shows the busy state, then the reply names the right course price', async ({ page }) => {
    await page.goto('/courses');
    // Hold the request so the busy state can be seen, then let it through to the real gateway.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENDPOINT, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await openChat(page);
    await ask(page, '   How much is the IoT course?   ');
    await expect(log(page)).toContainText('How much is the IoT course?');
    await expect(input(page)).toBeDisabled();
    const sending = panel(page).getByRole('button', { name: 'Sending' });
    await expect(sending).toBeDisabled();
    await expect(sending).toContainText('…');
    release();
    await expect(log(page)).toContainText('499');
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
    await expect(panel(page).getByRole('button', { name: 'Send' })).toBeVisible();
  });

  test('answers hours, refund, office and drone questions from the site knowledge', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    const cases: [string, RegExp][] = [
      ['What are your hours on Saturday?', /10:00 AM - 5:00 PM/],
      ['Do I get a refund if I cancel 10 days before the start?', /50 percent/],
      ['Where is your office?', /Ahmedabad/],
      ['Which lab has drones?', /Drone Lab/],
    ];
    for (const [index, [question, fact]] of cases.entries()) {
      await ask(page, question);
      await expect(
        log(page)
          .getByRole('paragraph')
          .nth(index * 2 + 1),
      ).toContainText(fact);
    }
    // The drone answer names the services page as its source: a link of the site's router.
    await log(page).locator('a[href^="/services"]').last().click();
    await expect(page).toHaveURL(/\/services(#[\w-]+)?$/);
  });

  test('Escape closes the panel and returns focus to the floating button', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await openChat(page);
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
  });

  test('the conversation survives a route change and a reload, and can be cleared', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await ask(page, 'Where is your office?');
    await expect(log(page)).toContainText('Ahmedabad');

    await page.getByRole('navigation').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    if (!(await panel(page).isVisible())) await openChat(page);
    await expect(log(page)).toContainText('Where is your office?');
    await expect(log(page)).toContainText('Ahmedabad');

    await page.reload();
    await openChat(page);
    await expect(log(page)).toContainText('Where is your office?');
    await expect(log(page)).toContainText('Ahmedabad');

    await panel(page).getByRole('button', { name: 'Clear conversation' }).click();
    await expect(log(page)).not.toContainText('Ahmedabad');
    await expect(panel(page).getByRole('button', { name: 'What are your opening hours?' })).toBeVisible();
  });

  test('the open widget has no axe violations and no horizontal scroll on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await openChat(page);
    await panel(page).getByRole('button', { name: 'What are your opening hours?' }).click();
    await expect(log(page)).toContainText('Saturday');
    const results = await axeBuilder(page).include('[data-boundary="chat"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the floating button never covers the footer links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contact');
    // The shell loads the chat once the page is idle.
    await expect(launcher(page)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    for (const position of ['middle', 'end'] as const) {
      await page.evaluate((where) => {
        const footerTop = document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, where === 'end' ? document.documentElement.scrollHeight : footerTop - window.innerHeight / 2);
      }, position);
      await expect
        .poll(async () =>
          page.evaluate(() => {
            const button = document.querySelector('[data-boundary="chat"] button[aria-label="Chat assistant"]')!.getBoundingClientRect();
            return Array.from(document.querySelectorAll('footer a')).filter((link) => {
              const r = link.getBoundingClientRect();
              return r.width > 0 && r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top;
            }).length;
          }),
        )
        .toBe(0);
    }
  });

  test("on a phone the floating button never covers the contact form's answer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await expect(launcher(page)).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Asha Patel');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('asha@example.com');
    // A message of its own: the same one sent again within a day is answered as a repeat, not stored.
    await form.getByRole('textbox', { name: 'Message' }).fill(`Do you run weekend robotics classes for ten-year-olds? (${Date.now()})`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const answer = page.getByText('Your message has been sent! We will get back to you soon.');
    await expect(answer).toBeVisible();
    // The answer at the bottom of the screen, where the button rests, then higher up its column.
    for (const above of [8, 60, 140]) {
      await answer.evaluate((element, gap) => {
        const box = element.getBoundingClientRect();
        window.scrollBy(0, box.bottom - (window.innerHeight - gap));
      }, above);
      await expect
        .poll(() =>
          answer.evaluate((element) => {
            const button = document.querySelector('[data-boundary="chat"] button[aria-label="Chat assistant"]')!.getBoundingClientRect();
            const r = element.getBoundingClientRect();
            return r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top;
          }),
        )
        .toBe(false);
    }
  });
});

test.describe('chat widget beside the maze', () => {
  test('on a phone the floating button does not overlap the maze controls, whatever the scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/robot-maze');
    await expect(page.getByRole('button', { name: /turn right/i })).toBeVisible();
    await expect(launcher(page)).toBeVisible();
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; y <= maxScroll; y += 60) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const button = document.querySelector('[data-boundary="chat"] button[aria-label="Chat assistant"]')!.getBoundingClientRect();
            return Array.from(document.querySelectorAll('[data-boundary="maze"] button, [data-boundary="maze"] a[href]'))
              .map((control) => control.getBoundingClientRect())
              .filter(
                (r) => r.width > 0 && r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top,
              ).length;
          }),
        )
        .toBe(0);
    }
  });
});

test.describe('chat widget with the endpoint failing', () => {
  // The browser logs the failed request itself; that is the failure these tests provoke.
  test.use({ allowConsole: /Failed to load resource/ });

  test('shows the connection message when the endpoint fails', async ({ page }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 500, headers: CORS, contentType: 'application/json', body: '{"error":"internal"}' }),
    );
    await page.goto('/');
    await openChat(page);
    await ask(page, 'Hello?');
    await expect(log(page)).toContainText(CONNECTION);
    await expect(input(page)).toBeEnabled();
  });

  test('shows the connection message when the network fails', async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await openChat(page);
    await ask(page, 'Hello?');
    await expect(log(page)).toContainText(CONNECTION);
  });
});

test.describe('chat widget with the endpoint intercepted', () => {
  test('shows the empty-reply message for an empty reply', async ({ page }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', body: '{"reply":""}' }),
    );
    await page.goto('/');
    await openChat(page);
    await ask(page, 'Hello?');
    await expect(log(page)).toContainText(EMPTY);
  });

  test('renders a reply with markup as text, and only site paths as source links', async ({ page }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({
        status: 200,
        headers: CORS,
        contentType: 'application/json',
        body: JSON.stringify({
          reply: '<b>bold</b> <img src=x onerror="window.__pwned=1"> pay at https://evil.example/pay',
          sources: [
            { title: 'Pay here', path: 'https://evil.example/pay' },
            { title: 'Also here', path: '//evil.example/pay' },
            { title: 'Contact', path: '/contact' },
          ],
        }),
      }),
    );
    await page.goto('/');
    await openChat(page);
    await ask(page, 'Hello?');
    await expect(log(page)).toContainText('<b>bold</b>');
    expect(await log(page).locator('b, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(log(page)).toContainText('https://evil.example/pay');
    await expect(log(page).getByRole('link')).toHaveCount(1);
    await log(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
