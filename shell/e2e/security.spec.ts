import { createHash } from 'node:crypto';
import { MISSING_PAGE, partOf, siteRoutes, test, expect, remoteOrigin } from 'shared/e2e';
import { NOT_FOUND_DOCUMENT, failedSubresources } from './fixtures';

test("the policy forbids eval and inline scripts but the page's own, and names only the site, its remotes and the gateway", async ({
  request,
}) => {
  const response = await request.get('/');
  const headers = response.headers();
  // The page's one inline script (it starts main.js after the first paint), named by its hash.
  const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
  expect(inline).toHaveLength(1);
  const bootHash = `'sha256-${createHash('sha256')
    .update(inline[0] ?? '')
    .digest('base64')}'`;
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  expect(csp).not.toContain('unsafe-eval');
  expect(directive('script-src')).not.toContain('unsafe-inline');
  const scriptSources = directive('script-src').split(/\s+/).slice(1).sort();
  expect(scriptSources).toEqual(["'self'", remoteOrigin(1), remoteOrigin(2), remoteOrigin(3), remoteOrigin(4), bootHash].sort());
  const gateway = remoteOrigin(5);
  expect(directive('connect-src').split(/\s+/)).toContain(gateway);
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

/** The pages in two parts, every page in one, so that both workers share the walk (a minute or more). */
const PARTS = 2;

test.describe('every page', () => {
  // Every page of the remotes' tables, then a missing page, answered 404.
  test.use({ allowConsole: NOT_FOUND_DOCUMENT });
  // Each part opens its own page and changes nothing another reads.
  test.describe.configure({ mode: 'parallel' });

  for (let part = 0; part < PARTS; part += 1) {
    test(`no page breaks the policy (pages part ${part + 1} of ${PARTS})`, async ({ page, pageProblems, request }) => {
      test.setTimeout(150_000);
      const failed = failedSubresources(page);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      for (const route of partOf([...(await siteRoutes(request)), MISSING_PAGE], part, PARTS)) {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The chat widget loads after the page; wait for it too, so its requests are checked as well.
        await expect(page.locator('[data-boundary="chat"]').first()).toBeAttached();
        const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
        expect(violations, `policy violations on ${route}`).toEqual([]);
      }
      expect(failed).toEqual([]);
      expect(pageProblems).toEqual([]);
    });
  }
});
