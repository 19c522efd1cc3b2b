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
