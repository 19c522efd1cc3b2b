import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every shell spec fails on a page error or a console error, whoever caused it: a visitor does not
 * care which team's bug it is. `allowConsole` lists errors a test provokes on purpose (a stopped remote).
 */
export const test = base.extend<{ allowConsole: RegExp | null; pageProblems: string[] }>({
  allowConsole: [null, { option: true }],
  pageProblems: async ({ page, allowConsole }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowConsole?.test(text)) return;
      problems.push(`console error: ${text}`);
    });
    await use(problems);
    expect(problems, 'no page or console errors').toEqual([]);
  },
});

export { expect };

export const portBase = Number(process.env.PORT_BASE || 8080);
export const remoteOrigin = (offset: 1 | 2 | 3 | 4) => `http://localhost:${portBase + offset}`;

/** The main landmark's level-1 heading, once a remote has rendered it. */
export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 }).first();
}

/** Every kind of page of the site, one of each detail page, and a missing page. */
export const SITE_ROUTES = [
  '/',
  '/services',
  '/courses',
  '/courses/ar-link',
  '/news',
  '/news/1',
  '/blog',
  '/blog/3',
  '/about',
  '/contact',
  '/robot-maze',
  '/smart-anganwadi',
  '/labs',
  '/waitlist',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/no-such-page',
] as const;
