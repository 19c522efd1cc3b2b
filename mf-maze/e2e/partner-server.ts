import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What `robot-maze.sri.json` says: the current content-hashed file and its integrity. */
export interface EmbedRelease {
  readonly file: string;
  readonly integrity: string;
}

/**
 * The policy a partner page needs for the maze, and nothing more: scripts and styles by this
 * response's nonce only, nothing else allowed to load. The maze's origin need not be listed: the
 * script tag carries the nonce, and the game fetches nothing.
 */
export const partnerPolicy = (nonce: string) => `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'`;

/**
 * A partner's page with a strict policy, on its own origin (127.0.0.1, where the site is on
 * localhost). `withNonce: false` is the partner who forgot the nonce on the maze's script tag but
 * allowed the maze's origin instead: the script runs, its styles are refused.
 */
function partnerPage(nonce: string, mazeOrigin: string, release: EmbedRelease, withNonce: boolean): string {
  const scriptNonce = withNonce ? ` nonce="${nonce}"` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Partner school with a strict policy</title>
    <style nonce="${nonce}">body { font-family: Georgia, serif; color: rgb(40, 40, 40); }</style>
    <script${scriptNonce} src="${mazeOrigin}/${release.file}" integrity="${release.integrity}" crossorigin="anonymous" defer></script>
  </head>
  <body>
    <h1>Partner school news</h1>
    <robot-maze id="maze"></robot-maze>
  </body>
</html>
`;
}

export interface PartnerServer {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * A real HTTP server for the partner page: Chromium refuses a page fulfilled by page.route that loads
 * scripts from loopback, and a real origin is what a partner has. Port 0: the system picks a free one.
 */
export async function startPartnerServer(mazeOrigin: string, release: EmbedRelease): Promise<PartnerServer> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://partner').pathname;
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (path !== '/' && path !== '/forgot-nonce') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    const withNonce = path === '/';
    const policy = withNonce ? partnerPolicy(nonce) : `default-src 'none'; script-src ${mazeOrigin}; style-src 'nonce-${nonce}'`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy, 'Cache-Control': 'no-store' });
    res.end(partnerPage(nonce, mazeOrigin, release, withNonce));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
