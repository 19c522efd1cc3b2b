import { parseSiteConfig } from 'shared/contracts';
import { loadSiteConfig, resetSiteConfigForTests } from './site-config';

// The generator that deploys use (CommonJS, run by node) must produce what the browser accepts.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { siteConfigFromEnv } = require('../../server/site-config.cjs') as { siteConfigFromEnv: (env: Record<string, string>) => unknown };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PORTS } = require('shared/ports') as { PORTS: Record<string, number> };

const valid = {
  remotes: {
    mf_content: 'https://content.example.org/mf-manifest.json',
    mf_chat: 'https://chat.example.org/mf-manifest.json',
    mf_maze: 'https://maze.example.org/mf-manifest.json',
    mf_contact: 'https://contact.example.org/mf-manifest.json',
  },
};

describe('parseSiteConfig', () => {
  it('accepts a complete config and defaults the timeout', () => {
    const result = parseSiteConfig(valid);
    expect(result).toEqual({ ok: true, value: { ...valid, remoteTimeoutMs: 6000 } });
  });
  it.each([
    [null, 'must be a JSON object'],
    [[], 'must be a JSON object'],
    [{}, 'needs a "remotes" object'],
    [{ remotes: { ...valid.remotes, mf_maze: undefined } }, 'remotes.mf_maze must be an http(s) URL'],
    [{ remotes: { ...valid.remotes, mf_chat: 'javascript:alert(1)' } }, 'remotes.mf_chat must be an http(s) URL'],
    [{ ...valid, remoteTimeoutMs: 10 }, 'remoteTimeoutMs must be a number'],
    [{ ...valid, remoteTimeoutMs: '5000' }, 'remoteTimeoutMs must be a number'],
  ])('refuses %j with a message that says what is wrong', (raw, message) => {
    const result = parseSiteConfig(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});

describe('siteConfigFromEnv (deploy-time generator)', () => {
  it('defaults to the local ports and passes the browser-side check', () => {
    const config = siteConfigFromEnv({});
    expect(parseSiteConfig(config).ok).toBe(true);
    expect(config).toMatchObject({ remotes: { mf_maze: `http://localhost:${PORTS.mf_maze}/mf-manifest.json` } });
  });
  it('takes each remote from its own variable, so one team can move without the others', () => {
    const config = siteConfigFromEnv({ MF_MAZE_URL: 'https://maze.example.org/v2/mf-manifest.json', REMOTE_TIMEOUT_MS: '3000' });
    expect(config).toMatchObject({
      remotes: { mf_maze: 'https://maze.example.org/v2/mf-manifest.json', mf_content: `http://localhost:${PORTS.mf_content}/mf-manifest.json` },
      remoteTimeoutMs: 3000,
    });
  });
});

describe('loadSiteConfig', () => {
  beforeEach(() => resetSiteConfigForTests());
  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) } as unknown as Response);

  it('reads and validates the file', async () => {
    await expect(loadSiteConfig(answer(200, valid))).resolves.toMatchObject({ remoteTimeoutMs: 6000 });
  });
  it('reports an HTTP failure and reads afresh next time', async () => {
    await expect(loadSiteConfig(answer(404, null))).rejects.toThrow('site-config.json answered 404');
    await expect(loadSiteConfig(answer(200, valid))).resolves.toBeTruthy();
  });
  it('reports invalid content', async () => {
    await expect(loadSiteConfig(answer(200, { remotes: {} }))).rejects.toThrow('remotes.mf_content');
  });
});
