/** @jest-environment node */
import { PORTS } from 'shared/ports';
import { shellEnvFromEnv, siteConfigFromEnv } from './env';

/** SITE_URL as the shell reads it: the render's base URL, or the sentence refusing it. */
function siteUrlFromEnv(env: NodeJS.ProcessEnv) {
  const read = shellEnvFromEnv(env);
  return read.ok ? { ok: true, value: read.value.SITE_URL } : read;
}

const EXPECTED = "SITE_URL must be the site's public http(s) address, like https://www.robominds.in, with no user, query or #fragment";

describe('siteUrlFromEnv', () => {
  it('defaults to the shell on this machine', () => {
    expect(siteUrlFromEnv({})).toEqual({ ok: true, value: `http://localhost:${PORTS.shell}` });
  });

  it.each([
    ['https://www.robominds.in', 'https://www.robominds.in'],
    ['https://www.robominds.in/', 'https://www.robominds.in'],
    ['https://WWW.RoboMinds.IN:443/', 'https://www.robominds.in'],
    ['http://localhost:9080', 'http://localhost:9080'],
    ['https://example.org/robominds/', 'https://example.org/robominds'],
    ['https://example.org/a//', 'https://example.org/a'],
    ['https://bücher.example/site', 'https://xn--bcher-kva.example/site'],
  ])('reads %s as %s', (value, expected) => {
    expect(siteUrlFromEnv({ SITE_URL: value })).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['www.robominds.in', '"www.robominds.in"'],
    ['', '""'],
    ['ftp://robominds.in', '"ftp://robominds.in"'],
    ['https://robominds.in/?utm=x', '"https://robominds.in/?utm=x"'],
    ['https://robominds.in/#top', '"https://robominds.in/#top"'],
    ['https://robominds.in/?', '"https://robominds.in/?"'],
    ['https://user:secret@robominds.in/site', '"https://…@robominds.in/site"'],
    ['https://user@robominds.in', '"https://…@robominds.in/"'],
  ])('refuses %j with a sentence naming SITE_URL and what it expects', (value, got) => {
    expect(siteUrlFromEnv({ SITE_URL: value })).toEqual({ ok: false, error: `environment: ${EXPECTED}, got ${got}.` });
  });

  it('reads nothing else of the environment, and quotes nothing else', () => {
    const result = siteUrlFromEnv({ SITE_URL: 'nope', GEMINI_API_KEY: 'secret-key' });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain('secret-key');
  });
});

describe('shellEnvFromEnv', () => {
  it('gives every setting of the shell its default from an empty environment', () => {
    expect(shellEnvFromEnv({})).toEqual({
      ok: true,
      value: {
        PORT: PORTS.shell,
        HSTS_MAX_AGE: 0,
        HSTS_INCLUDE_SUBDOMAINS: false,
        HSTS_PRELOAD: false,
        port: PORTS.shell,
        hsts: { maxAge: 0, includeSubDomains: false, preload: false },
        SITE_URL: `http://localhost:${PORTS.shell}`,
        SSR_REMOTE_TIMEOUT_MS: 400,
        SSR_CACHE_ENTRIES: 500,
        CONTACT_ENDPOINT: `http://localhost:${PORTS.contact}`,
        CHAT_ENDPOINT: `http://localhost:${PORTS.gateway}/main/gemini`,
        CSP_REPORTS: false,
        DEPLOY_ENV: 'production',
        deployFile: expect.stringMatching(/[/\\]\.releases[/\\]environments[/\\]production\.json$/),
        // No proxy believed unless TRUST_PROXY names it: a forged X-Forwarded-For names nobody.
        TRUST_PROXY: false,
        HEALTH_ROLLBACK_MARGIN: 0.05,
        HEALTH_ROLLBACK_MIN_VIEWS: 200,
        HEALTH_SNAPSHOT_MS: 5000,
      },
    });
  });

  it('reads the automatic rollback’s margin and minimum of views, and refuses them out of range', () => {
    const read = shellEnvFromEnv({ HEALTH_ROLLBACK_MARGIN: '0.1', HEALTH_ROLLBACK_MIN_VIEWS: '50', HEALTH_SNAPSHOT_MS: '1000' });
    expect(read).toMatchObject({
      ok: true,
      value: { HEALTH_ROLLBACK_MARGIN: 0.1, HEALTH_ROLLBACK_MIN_VIEWS: 50, HEALTH_SNAPSHOT_MS: 1000 },
    });
    expect(shellEnvFromEnv({ HEALTH_ROLLBACK_MARGIN: '5' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('HEALTH_ROLLBACK_MARGIN must be a share from 0 to 1'),
    });
    expect(shellEnvFromEnv({ REDIS_URL: 'redis://cache:6379' })).toMatchObject({ ok: true, value: { REDIS_URL: 'redis://cache:6379' } });
    expect(shellEnvFromEnv({ REDIS_URL: 'cache:6379' })).toMatchObject({ ok: false, error: expect.stringContaining('REDIS_URL must be') });
    expect(shellEnvFromEnv({ HEALTH_ROLLBACK_MIN_VIEWS: '0' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('HEALTH_ROLLBACK_MIN_VIEWS'),
    });
  });

  it('names the version map from the release store and the environment, or from DEPLOY_STATE_FILE', () => {
    const read = shellEnvFromEnv({ RELEASE_STORE: '/srv/releases', DEPLOY_ENV: 'staging' });
    expect(read).toMatchObject({ ok: true, value: { DEPLOY_ENV: 'staging', deployFile: '/srv/releases/environments/staging.json' } });
    const own = shellEnvFromEnv({ DEPLOY_STATE_FILE: '/etc/site/map.json' });
    expect(own.ok && own.value.deployFile).toBe('/etc/site/map.json');
    expect(shellEnvFromEnv({ DEPLOY_ENV: 'Prod uction' })).toEqual({
      ok: false,
      error: 'environment: DEPLOY_ENV must be a lower-case name like production, got "Prod uction".',
    });
  });

  it('reads what is set, the contact origin without its trailing slash', () => {
    const read = shellEnvFromEnv({ PORT: '9000', SSR_CACHE_ENTRIES: '0', CONTACT_ENDPOINT: 'https://forms.example/', CSP_REPORTS: 'true' });
    expect(read.ok && [read.value.port, read.value.SSR_CACHE_ENTRIES, read.value.CONTACT_ENDPOINT, read.value.CSP_REPORTS]).toEqual([
      9000,
      0,
      'https://forms.example',
      true,
    ]);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['loopback', ['loopback']],
    [' 10.0.0.0/8, 127.0.0.1 ', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%j as the services do: %j', (value, trustProxy) => {
    expect(shellEnvFromEnv({ TRUST_PROXY: value })).toMatchObject({ ok: true, value: { TRUST_PROXY: trustProxy } });
  });

  it.each([
    [{ SSR_REMOTE_TIMEOUT_MS: '10' }, 'environment: SSR_REMOTE_TIMEOUT_MS must be a whole number of milliseconds from 50 to 5000, got 10.'],
    [{ SSR_CACHE_ENTRIES: 'lots' }, 'environment: SSR_CACHE_ENTRIES must be a whole number from 0 to 100000, got "lots".'],
    [
      { CONTACT_ENDPOINT: 'forms.example' },
      'environment: CONTACT_ENDPOINT must be the contact server’s http(s) origin, got "forms.example".',
    ],
    [{ PORT: '0' }, 'environment: PORT must be a whole number from 1 to 65535, got 0.'],
    [{ TRUST_PROXY: 'nginx' }, 'environment: TRUST_PROXY must be a hop count or a list of proxy addresses or ranges, got "nginx".'],
  ])('refuses %j with one sentence naming the variable', (env, error) => {
    expect(shellEnvFromEnv({ ...env, GEMINI_API_KEY: 'secret-key' })).toEqual({ ok: false, error });
  });
});

describe('siteConfigFromEnv', () => {
  it("names each remote's manifest on this machine by default, and a variable that is no URL", () => {
    const read = siteConfigFromEnv({});
    expect(read.ok && read.value.remotes.mf_maze).toBe(`http://localhost:${PORTS.mf_maze}/mf-manifest.json`);
    expect(siteConfigFromEnv({ MF_MAZE_URL: 'maze.example.org' })).toEqual({
      ok: false,
      error: 'environment: MF_MAZE_URL must be an http(s) URL of the remote\'s mf-manifest.json, got "maze.example.org".',
    });
  });
});
