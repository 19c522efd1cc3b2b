import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

// Shell-only helpers. The fixture itself (a test fails on any page or console error) is the one in
// `shared/e2e`, which every spec imports directly.

/** The main landmark's level-1 heading, once a remote has rendered it. */
export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 }).first();
}

/**
 * A page's brotli answer once the server has made its copy at brotli's best (in the background, after
 * the page is first kept: decision record 074); until then the first copy has a validator of its own.
 */
export async function bestBrotli(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response: APIResponse | undefined;
  await expect
    .poll(async () => (response = await request.get(path, { headers: { 'accept-encoding': 'br' } })).headers().etag)
    .toMatch(/-br-best"$/);
  return response!;
}

/**
 * A missing page is answered with the site's Page Not Found and status 404 (the console logs it). A test
 * that visits one allows that line with this, and checks `failedSubresources` instead, so the
 * allowance hides no missing script, style or image.
 */
export { NOT_FOUND_DOCUMENT } from 'shared/e2e';

/** Every response of 400 or more to anything but a page navigation, as `status url`. */
export function failedSubresources(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

/**
 * Chromium acting as a browser without popovers (Chrome before 114, as on Windows 7 and 8; Safari
 * before 17): the API is hidden from scripts (the boot script's and the app's checks), and each
 * `popover` attribute is taken off as the page is parsed, so the browser does nothing for it; a
 * `popovertarget` stays, as an older browser keeps it, and does nothing without a popover to target.
 * Elements the app makes later would still be popovers: a test stays on its page.
 */
export async function withoutPopovers(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover'])
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            [node, ...node.querySelectorAll('[popover]')].forEach((element) => element.removeAttribute('popover'));
    }).observe(document, { childList: true, subtree: true });
  });
}
