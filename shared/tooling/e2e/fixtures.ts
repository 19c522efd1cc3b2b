import { test as base, expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';

/**
 * The one end-to-end fixture of every package: a test fails on any page error, console error or
 * hydration warning,
 * whoever caused it, because a visitor does not care which team's bug it is. It is automatic, so no
 * test can forget it. A test that provokes an error on purpose (a stopped remote) lists it:
 * `test.use({ allowConsole: /could not be loaded/ })`.
 */
export const test = base.extend<{ allowConsole: RegExp | null; pageProblems: string[] }>({
  allowConsole: [null, { option: true }],
  // The shell's pages arrive as finished HTML before their script has run: a click that early does
  // nothing, as it would for a visitor. So navigations wait until the page area has settled (hydrated,
  // or rendered, or failed: the shell marks <html data-page-settled>); pages the shell's server did not
  // render (a remote's own page, a partner's) and pages without JavaScript are not waited for.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const settled = () =>
        page
          .waitForFunction(
            () => !document.getElementById('site-seed') || document.documentElement.hasAttribute('data-page-settled'),
            undefined,
            {
              timeout: 20_000,
            },
          )
          .catch(() => undefined); // A test of a page that never settles asserts that itself.
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await settled();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await settled();
        return response;
      };
    }
    await provide(page);
  },
  pageProblems: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => {
        if (!allowConsole?.test(error.message)) problems.push(`page error: ${error.message}`);
      });
      page.on('console', (message) => {
        const text = message.text();
        // Server-rendered HTML must hydrate as sent: React names a mismatch "hydrat…" at any level.
        const hydration = /hydrat/i.test(text);
        if (message.type() !== 'error' && !hydration) return;
        if (allowConsole?.test(text)) return;
        problems.push(`console error: ${text} (${message.location().url})`);
      });
      await use(problems);
      expect(problems, 'no page or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A missing page (or item) is answered with its page and status 404, which the browser logs as a
 * console error (with no URL in its text). A test that visits one allows that line with this.
 */
export const NOT_FOUND_DOCUMENT = /Failed to load resource: the server responded with a status of 404 \(Not Found\)/;

/** PORT_BASE moves the whole site: shell on it, remotes +1 to +4, gateway +5. */
export const portBase = Number(process.env.PORT_BASE || 8080);
export const shellOrigin = `http://localhost:${portBase}`;
export const remoteOrigin = (offset: 1 | 2 | 3 | 4 | 5) => `http://localhost:${portBase + offset}`;

/**
 * Until the shell's server has read every remote's pages.json (the first moments after the site
 * starts), it renders a path it cannot place yet as it came, with no page in it (it may be a page of a
 * remote not read yet). A spec that asserts on server-rendered pages before any script runs waits for
 * that first, as a visitor arriving a moment later would: an unknown path answers 404 once all are read.
 */
export async function siteComposed(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => (await request.get('/no-such-page-yet')).status(), { timeout: 30_000 }).toBe(404);
}

/**
 * The contact server answers through the shell (it may start after the shell's first pages): its time
 * token is given. A spec that sends a form waits for this, as it waits for `siteComposed`.
 */
export async function formsReady(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => (await request.get('/forms/token')).status(), { timeout: 60_000 }).toBe(200);
}

/**
 * The server gives a page's area to the browser when its remote's module takes longer than the render's
 * limit (400 ms): that happens in the first moments after the site starts, while the modules are still
 * loading on a busy machine, and the next request gets the whole page. A spec that holds main.js back
 * and acts on the server's HTML waits until the server sends `path` with `marker` in it, as a visitor
 * arriving a moment later gets it; else its first test could find an empty area that only a script fills.
 */
export async function serverRendered(request: APIRequestContext, path: string, marker: string): Promise<void> {
  await expect.poll(async () => (await (await request.get(path)).text()).includes(marker), { timeout: 30_000 }).toBe(true);
}

/**
 * Presses a visitor form's send button and returns the answer to its post to `/forms/<form>`, having
 * checked that it was a POST (never a GET with the visitor's fields in the URL) and was stored (200: a
 * refusal answers 400, a contact server that is down 503).
 */
export async function sendForm(page: Page, form: string, send: Locator): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === `/forms/${form}`),
    send.click(),
  ]);
  expect(answer.request().method()).toBe('POST');
  expect(answer.status()).toBe(200);
  return answer;
}

/**
 * Holds the app's script (main.js) back until the test lets it through: what the test does first
 * certainly happens before any script of the page has run, whatever the CPU's speed. Returns what lets
 * main.js through. Routing also keeps the browser's cache out of the way: main.js is fetched anew.
 */
export async function heldMainScript(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A slow phone (the CPU 6x slower) whose app script (main.js) is held back until the test lets it
 * through (heldMainScript). Returns what lets main.js through.
 */
export async function slowPhoneWithHeldScripts(page: Page): Promise<() => void> {
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return heldMainScript(page);
}

export { MISSING_PAGE, partOf, sitePages, siteRoutes, type SitePage } from './site-routes';
export { axeBuilder } from './axe';
export { blocksDrawnWhenNear, type BlockDrawnWhenNear } from './drawn-when-near';
export { ringSeenOn, type RingSides } from './focus-ring';
