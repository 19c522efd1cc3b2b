import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests of every package (`<package>/e2e/*.spec.ts`) against the production builds, served
 * by `npm start` on real ports. PORT_BASE moves the whole site (shell on PORT_BASE, remotes +1..+4,
 * gateway +5) so a test run never collides with a site a developer is running.
 */
const portBase = Number(process.env.PORT_BASE || 8080);

// The same finder `npm test` runs before its build (it installs the headless shell when it can): CHROME_PATH,
// else Chromium's headless shell, else Chromium (decision 076).
const { findTestChromium, CHROMIUM_ARGS } = require('./shared/tooling/site/find-browser.cjs') as {
  findTestChromium: () => string | null;
  CHROMIUM_ARGS: string[];
};

function chromiumPath(): string {
  const found = findTestChromium();
  if (!found) throw new Error('Chromium not found: install it (apt-get install -y chromium-headless-shell) or set CHROME_PATH.');
  return found;
}

export default defineConfig({
  testDir: '.',
  testMatch: ['*/e2e/**/*.spec.ts'],
  testIgnore: ['**/node_modules/**'],
  // The webServer below waits for the shell; this waits for the remotes and the other servers too.
  globalSetup: require.resolve('./shared/tooling/e2e/site-ready.cjs'),
  // One output folder per port base: two runs side by side must not delete each other's traces.
  outputDir: `test-results/${portBase}`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // Generous: two cores run the servers, the browser and the tests at once.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${portBase}`,
    // A trace keeps the DOM of each step; a picture of every frame (its screenshots) cost a third to a half
    // of the long scroll and crawl tests' time. A failure still gets its own screenshot below. In CI a
    // failed test runs once more (retries) and that run records the trace: the first run of every test,
    // nearly all of which pass, no longer snapshots each step's DOM for a trace that is thrown away.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node shared/tooling/site/site.cjs start',
    url: `http://localhost:${portBase}/site-config.json`,
    // Every test posts its forms from this one machine: the contact server's per-client limit (10 a
    // minute) would refuse a whole suite's posts, and so would its site-wide cap (120 a minute, of
    // which script-free posts, as the JavaScript-off specs send, may fill half). Both are tested on
    // their own in mf-contact/server (abuse.test.ts).
    env: { PORT_BASE: String(portBase), CONTACT_RATE_LIMIT: '1000', CONTACT_GLOBAL_PER_MINUTE: '100000' },
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets the site script stop every server it started (a SIGKILL would orphan them).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    timeout: 15 * 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
