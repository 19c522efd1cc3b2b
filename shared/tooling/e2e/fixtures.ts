import { test as base, expect } from '@playwright/test';

/**
 * The one end-to-end fixture of every package: a test fails on any page error, console error or
 * hydration warning,
 * whoever caused it, because a visitor does not care which team's bug it is. It is automatic, so no
 * test can forget it. A test that provokes an error on purpose (a stopped remote) lists it:
 * `test.use({ allowConsole: /could not be loaded/ })`.
 */
export const test = base.extend<{ allowConsole: RegExp | null; pageProblems: string[] }>({
  allowConsole: [null, { option: true }],
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

/** PORT_BASE moves the whole site: shell on it, remotes +1 to +4, gateway +5. */
export const portBase = Number(process.env.PORT_BASE || 8080);
export const shellOrigin = `http://localhost:${portBase}`;
export const remoteOrigin = (offset: 1 | 2 | 3 | 4 | 5) => `http://localhost:${portBase + offset}`;
