/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSameBuild, loadOwnEntry } from './federation-on-node';

const at = (manifestUrl: string, version?: string) => ({ manifestUrl, version });
const HERE = 'https://content.example.org/mf-manifest.json';

describe('isSameBuild', () => {
  it('is a new build when the remote moved or a known version changed (a deploy)', () => {
    expect(isSameBuild(at(HERE, 'v1'), at('https://content2.example.org/mf-manifest.json', 'v1'))).toBe(false);
    expect(isSameBuild(at(HERE), at('https://content2.example.org/mf-manifest.json'))).toBe(false);
    expect(isSameBuild(at(HERE, 'v1'), at(HERE, 'v2'))).toBe(false);
  });

  it('is the same build when its version is learned after it was registered, or cannot be read for a moment', () => {
    expect(isSameBuild(at(HERE), at(HERE, 'v1'))).toBe(true);
    expect(isSameBuild(at(HERE, 'v1'), at(HERE))).toBe(true);
    expect(isSameBuild(at(HERE, 'v1'), at(HERE, 'v1'))).toBe(true);
  });
});

describe('loadOwnEntry', () => {
  it('gives up on an entry whose server accepted and never answers, so the load can be made again', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await expect(loadOwnEntry(`http://127.0.0.1:${port}/server/remoteEntry.js`, 'mf_maze', 200)).rejects.toMatchObject({
        name: 'TimeoutError',
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
