import net from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { test, expect, remoteOrigin } from './fixtures';

/* eslint-disable @typescript-eslint/no-require-imports -- the production servers are CommonJS */
const { createShellServer } = require('../scripts/serve.cjs') as {
  createShellServer: (options: { config: unknown }) => Server;
};
const { createStaticServer, listen } = require('shared/server') as {
  createStaticServer: (options: { dir: string; cors?: boolean }) => Server;
  listen: (server: Server, port: number, host?: string) => Promise<Server>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const mazeDist = path.resolve(__dirname, '..', '..', 'mf-maze', 'dist');

function portOf(server: Server | net.Server): number {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening');
  return address.port;
}

function stop(server: Server | net.Server): Promise<void> {
  return new Promise((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** A shell of our own: the same production build, with a config this test controls. */
async function startShell(mazeManifest: string, remoteTimeoutMs = 4000) {
  const config = {
    remotes: {
      mf_content: `${remoteOrigin(1)}/mf-manifest.json`,
      mf_chat: `${remoteOrigin(2)}/mf-manifest.json`,
      mf_maze: mazeManifest,
      mf_contact: `${remoteOrigin(4)}/mf-manifest.json`,
    },
    remoteTimeoutMs,
  };
  const server = await listen(createShellServer({ config }), 0, '127.0.0.1');
  return { config, server, url: `http://localhost:${portOf(server)}` };
}

async function startMazeCopy(port = 0) {
  const server = await listen(createStaticServer({ dir: mazeDist, cors: true }), port, '127.0.0.1');
  return { server, port: portOf(server), manifest: `http://localhost:${portOf(server)}/mf-manifest.json` };
}

test.describe('a remote that fails costs its own area only', () => {
  test.use({ allowConsole: /Failed to load resource|ERR_CONNECTION_REFUSED|RUNTIME-\d+|Federation Runtime/ });

  test('maze stopped: its area says so, the rest works, Try again recovers once it is back', async ({ page, pageProblems }) => {
    const maze = await startMazeCopy();
    const shell = await startShell(maze.manifest);
    try {
      await stop(maze.server);
      await page.goto(`${shell.url}/robot-maze`);
      const alert = page.getByRole('alert').filter({ hasText: 'The robot maze could not be loaded' });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'RoboMinds home' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
      await expect(page).toHaveTitle('Robot Maze | RoboMinds');

      // Other areas are unaffected: navigate by the header and the content remote answers.
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page.locator('main [data-boundary="content"]').first()).toBeVisible();
      await page.goBack();
      await expect(alert).toBeVisible();

      // Back up on the same address: Try again loads it without reloading the page.
      const restarted = await startMazeCopy(maze.port);
      try {
        const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Date.now()));
        await alert.getByRole('button', { name: 'Try again' }).click();
        await expect(page.locator('main [data-boundary="maze"]').first()).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);
      } finally {
        await stop(restarted.server);
      }
    } finally {
      await stop(shell.server);
    }
    expect(pageProblems).toEqual([]);
  });

  test('a remote that accepts connections but never answers shows the message within the configured time', async ({ page, pageProblems }) => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const shell = await startShell(`http://localhost:${portOf(silent)}/mf-manifest.json`, 1500);
    try {
      await page.goto(`${shell.url}/robot-maze`);
      const started = Date.now();
      await expect(page.getByRole('alert').filter({ hasText: 'The robot maze could not be loaded' })).toBeVisible({ timeout: 8000 });
      expect(Date.now() - started).toBeLessThan(8000);
      await expect(page.getByRole('banner')).toBeVisible();
    } finally {
      for (const socket of sockets) socket.destroy();
      await stop(silent);
      await stop(shell.server);
    }
    expect(pageProblems).toEqual([]);
  });
});

test('pointing the shell at another copy of a remote takes a config change and a reload, no rebuild', async ({ page, pageProblems }) => {
  const first = await startMazeCopy();
  const second = await startMazeCopy();
  const shell = await startShell(first.manifest);
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
    await Promise.all([stop(first.server), stop(second.server), stop(shell.server)]);
  }
  expect(pageProblems).toEqual([]);
});
