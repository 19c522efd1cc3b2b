import fs from 'node:fs';
import { Redis } from 'ioredis';
import os from 'node:os';
import path from 'node:path';
import { promote } from 'shared/contracts';
import { changeState, publish, readState, releasesOf, stateFileOf } from 'shared/server/releases/store';
import { run } from './cli';
import { emptyHealth } from 'shared/server/releases/health';
import { deployStoreOf } from 'shared/server/releases/deploy-store';
import { SHARED_KINDS, startSharedServers, urlOf, type SharedServers } from 'shared/server/releases/test-servers';
import pg from 'pg';

let root: string;
let store: string;
let dist: string;
/** The variable that puts the deploy state in PostgreSQL or Redis (decision 056); none: the folder. */
let shared: Record<string, string> = {};
const env = () => ({ RELEASE_STORE: store, RELEASE_WHO: 'Asha', ...shared }) as NodeJS.ProcessEnv;

function writeBuild(text: string) {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mf_maze', text }));
  fs.writeFileSync(path.join(dist, 'pages.json'), '[]');
  fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), `module.exports = ${JSON.stringify(text)};`);
  fs.writeFileSync(path.join(dist, '.build-stamp'), String(Math.random()));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  store = path.join(root, 'store');
  dist = path.join(root, 'mf-maze', 'dist');
  writeBuild('one');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the release store', () => {
  it('stores each build once under its own version and never writes a stored version again', () => {
    const first = publish({ store, remote: 'mf_maze', dist, who: 'Asha', now: new Date('2026-11-23T10:00:00Z') });
    expect(first.created).toBe(true);
    expect(first.release.version).toMatch(/^20261123-100000-[0-9a-f]{8}$/);
    // The same build again (only the build stamp differs): no second copy.
    writeBuild('one');
    expect(publish({ store, remote: 'mf_maze', dist, who: 'Ben' })).toEqual({ release: first.release, created: false });
    writeBuild('two');
    const second = publish({ store, remote: 'mf_maze', dist, who: 'Ben', now: new Date('2026-11-23T11:00:00Z') });
    expect(second.created).toBe(true);
    expect(fs.readFileSync(path.join(store, 'mf_maze', first.release.version, 'server', 'remoteEntry.js'), 'utf8')).toContain('"one"');
    expect(releasesOf(store, 'mf_maze').map((release) => release.who)).toEqual(['Asha', 'Ben']);
    expect(fs.readdirSync(path.join(store, 'mf_maze')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses a folder that is not a built remote', () => {
    fs.rmSync(path.join(dist, 'server'), { recursive: true });
    expect(() => publish({ store, remote: 'mf_maze', dist, who: 'Asha' })).toThrow(
      `${dist} has no server/remoteEntry.js: build the remote first.`,
    );
  });

  it('loses no change when several are made at once', async () => {
    const file = stateFileOf(store, 'production');
    await Promise.all(
      Array.from({ length: 8 }, (_, at) =>
        changeState(file, 'production', (state) =>
          promote(state, { remote: 'mf_maze', version: `v${at}`, who: 'Asha', why: String(at), at: new Date().toISOString() }),
        ),
      ),
    );
    const state = readState(file, 'production');
    expect(state.ok && state.value.history.length).toBe(8);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['production.json']);
  });

  it('says why a map cannot be read', () => {
    const file = stateFileOf(store, 'production');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{"environment":');
    expect(readState(file, 'production')).toMatchObject({ ok: false, error: expect.stringContaining('not JSON') });
  });
});

let servers: SharedServers;
beforeAll(async () => (servers = await startSharedServers()), 60_000);
afterAll(() => servers.stop());

/** Each server emptied, so each run starts with no map. */
async function emptied(kind: string): Promise<void> {
  if (kind === 'redis') {
    const client = new Redis(servers.redis.url);
    await client.flushall();
    await client.quit();
  } else if (kind === 'postgres') {
    const client = new pg.Client(servers.postgres.url);
    await client.connect();
    await client.query('DROP TABLE IF EXISTS deploy_state, deploy_health, deploy_lease');
    await client.end();
  }
}

// The deploy state in the folder (the default), or in PostgreSQL or Redis when DATABASE_URL or REDIS_URL is set.
describe.each([['the folder', 'folder'], ...SHARED_KINDS])('the release commands, the deploy state in %s', (_where, kind) => {
  beforeEach(async () => {
    await emptied(kind);
    shared = kind === 'postgres' ? { DATABASE_URL: urlOf(servers, kind) } : kind === 'redis' ? { REDIS_URL: urlOf(servers, kind) } : {};
  });
  afterEach(() => (shared = {}));

  it('publish, promote, canary, rollback and status, as a team types them', async () => {
    const cwd = path.dirname(dist);
    const published = await run(['publish'], env(), cwd);
    const version = /released (\S+)/.exec(published)?.[1] ?? '';
    expect(published).toContain(`mf_maze: released ${version} (browser and server builds) into ${path.join(store, 'mf_maze', version)}`);
    await expect(run(['promote', 'mf_maze', 'nope', '--why', 'x'], env())).rejects.toThrow(`mf_maze has no release nope in ${store}.`);
    expect(await run(['promote', 'mf-maze', version, '--why', 'first'], env())).toBe(
      `production: mf_maze ${version} is live for every visitor.`,
    );
    writeBuild('two');
    const next = /released (\S+)/.exec(await run(['publish'], env(), cwd))?.[1] ?? '';
    expect(await run(['promote', 'mf_maze', next, '--canary', '10', '--why', 'try'], env())).toBe(
      `production: mf_maze ${next} is the canary for 10 % of visitors; ${version} stays live for the rest.`,
    );
    const status = await run(['status'], env());
    expect(status).toContain(`mf_maze     ${version} (90 %), canary ${next} (10 %)`);
    expect(status).toContain('mf_content  not released: served from its plain manifest URL');
    expect(status).toMatch(/canary\s+mf_maze canary \S+ 10 % {2}by Asha: try/);
    expect(status).toContain('Health: no shell server has written its counts yet');
    // The map is where the variables say: the folder's file, or Redis only.
    expect(fs.existsSync(stateFileOf(store, 'production'))).toBe(kind === 'folder');
    // Two shell servers' snapshots beside the map: summed, stable and canary side by side.
    const deployStore = deployStoreOf({
      file: stateFileOf(store, 'production'),
      environment: 'production',
      databaseUrl: shared.DATABASE_URL,
      redisUrl: shared.REDIS_URL,
    });
    const at = new Date().toISOString();
    const counts = (views: number, failures: number) => ({ ...emptyHealth(), views, failures, lcpBuckets: { '2.5': 3, '+Inf': 4 } });
    await deployStore.writeHealth({ server: 'one', at, remotes: { mf_maze: { [version]: counts(900, 1), [next]: counts(60, 6) } } });
    await deployStore.writeHealth({ server: 'two', at, remotes: { mf_maze: { [version]: counts(100, 0), [next]: counts(40, 4) } } });
    await deployStore.close();
    const health = (await run(['status'], env())).split('\n');
    expect(health).toContain(
      'Health (2 shell servers, counts since each started; load failures, render errors and LCP from sampled browsers):',
    );
    expect(health.find((line) => line.includes(`stable ${version}`))).toMatch(
      /mf_maze\s+stable \S+\s+1000\s+1 \(0\.1 %\)\s+0\s+0\s+0\s+<= 2.5 s$/,
    );
    expect(health.find((line) => /^\s+canary /.test(line))).toMatch(/^\s+canary \S+\s+100\s+10 \(10\.0 %\)/);
    expect(await run(['rollback', 'mf_maze', '--why', 'errors'], env())).toBe(`production: mf_maze rolled back; ${version} (100 %).`);
    await expect(run(['promote', 'mf_evil', version], env())).rejects.toThrow('name a remote');
  });
});
