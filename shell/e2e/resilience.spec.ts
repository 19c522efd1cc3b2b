import net from 'node:net';
import { test, expect } from 'shared/e2e';
import { portOf, startCopy, startJsonFiles, startShell } from './servers';

function stop(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Each remote, the route that needs it, what its area says when it is down, and a route that does not need it. */
const CASES = [
  {
    remote: 'mf_content',
    pkg: 'mf-content',
    route: '/about',
    message: 'This page could not be loaded',
    other: '/robot-maze',
    otherArea: 'maze',
  },
  {
    remote: 'mf_maze',
    pkg: 'mf-maze',
    route: '/robot-maze',
    message: 'The robot maze could not be loaded',
    other: '/about',
    otherArea: 'content',
  },
  {
    remote: 'mf_contact',
    pkg: 'mf-contact',
    route: '/contact',
    message: 'The contact page could not be loaded',
    other: '/services',
    otherArea: 'content',
  },
  {
    remote: 'mf_chat',
    pkg: 'mf-chat',
    route: '/services',
    message: 'The chat assistant could not be loaded',
    other: '/contact',
    otherArea: 'contact',
  },
] as const;

test.describe('a remote that fails costs its own area only', () => {
  test.use({ allowConsole: /Failed to load resource|ERR_CONNECTION_REFUSED|RUNTIME-\d+|Federation Runtime/ });

  for (const { remote, pkg, route, message, other, otherArea } of CASES) {
    test(`${pkg} stopped: its area says so, the rest works, Try again recovers once it is back`, async ({ page, pageProblems }) => {
      const copy = await startCopy(pkg);
      const shell = await startShell({ [remote]: copy.manifest });
      try {
        await copy.stop();
        await page.goto(`${shell.url}${route}`);
        const alert = page.getByRole('alert').filter({ hasText: message });
        await expect(alert).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'RoboMinds home' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('Quick Links');

        // Another area is unaffected: a client-side navigation there (as the router makes) shows it.
        await page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, other);
        await expect(page.locator(`main [data-boundary="${otherArea}"]`).first()).toBeVisible();
        await page.goBack();
        await expect(alert).toBeVisible();

        // Back up on the same address: Try again loads it without reloading the page.
        const restarted = await startCopy(pkg, { port: copy.port });
        try {
          const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Date.now()));
          await alert.getByRole('button', { name: 'Try again' }).click();
          const area =
            remote === 'mf_chat' ? page.getByRole('button', { name: 'Chat assistant' }) : page.locator(`main [data-boundary]`).first();
          await expect(area).toBeVisible();
          await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
          expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);
        } finally {
          await restarted.stop();
        }
      } finally {
        await shell.stop();
      }
      expect(pageProblems).toEqual([]);
    });
  }

  test('a remote that accepts connections but never answers shows the message within the configured time', async ({
    page,
    pageProblems,
  }) => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const shell = await startShell({ mf_maze: `http://localhost:${portOf(silent)}/mf-manifest.json` }, 1500);
    try {
      await page.goto(`${shell.url}/robot-maze`);
      const started = Date.now();
      await expect(page.getByRole('alert').filter({ hasText: 'The robot maze could not be loaded' })).toBeVisible({ timeout: 8000 });
      expect(Date.now() - started).toBeLessThan(8000);
      await expect(page.getByRole('banner')).toBeVisible();
    } finally {
      for (const socket of sockets) socket.destroy();
      await stop(silent);
      await shell.stop();
    }
    expect(pageProblems).toEqual([]);
  });

  test('the chat gateway stopped: the assistant says it could not connect, the page is unaffected', async ({ page, pageProblems }) => {
    const probe = await startJsonFiles({});
    const deadEndpoint = `${probe.url}/main/gemini`;
    await probe.stop(); // nothing listens there any more
    const chat = await startCopy('mf-chat', { chatEndpoint: deadEndpoint });
    const shell = await startShell({ mf_chat: chat.manifest }, 4000, deadEndpoint);
    try {
      await page.goto(`${shell.url}/courses`);
      await expect(page.locator('main [data-boundary="content"]').first()).toBeVisible();
      await page.getByRole('button', { name: 'Chat assistant' }).click();
      const question = page.getByRole('textbox', { name: 'Your question' });
      await question.fill('How much is the IoT course?');
      await question.press('Enter');
      await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('Sorry, there was an error connecting to the AI.');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await Promise.all([chat.stop(), shell.stop()]);
    }
    expect(pageProblems).toEqual([]);
  });
});

test('pointing the shell at another copy of a remote takes a config change and a reload, no rebuild', async ({ page, pageProblems }) => {
  const first = await startCopy('mf-maze');
  const second = await startCopy('mf-maze');
  const shell = await startShell({ mf_maze: first.manifest });
  const entryPorts: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entryPorts.push(Number(new URL(request.url()).port));
  });
  try {
    await page.goto(`${shell.url}/robot-maze`);
    await expect(page.locator('main [data-boundary="maze"]').first()).toBeVisible();
    expect(entryPorts).toContain(first.port);

    shell.config.remotes.mf_maze = second.manifest; // what a deploy of the maze team changes
    entryPorts.length = 0;
    await page.reload();
    await expect(page.locator('main [data-boundary="maze"]').first()).toBeVisible();
    expect(entryPorts).toContain(second.port);
    expect(entryPorts).not.toContain(first.port);
  } finally {
    await Promise.all([first.stop(), second.stop(), shell.stop()]);
  }
  expect(pageProblems).toEqual([]);
});
