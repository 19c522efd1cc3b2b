/** @jest-environment node */
/**
 * TRUST_PROXY on the shell's server, run as deployed (dist-server/server.js, its own process): behind
 * nginx on this machine (TRUST_PROXY=loopback) the per-client limits count each visitor that nginx
 * forwards; with TRUST_PROXY unset an X-Forwarded-For a client writes itself names nobody.
 */
import path from 'node:path';
import { HEALTH_PATH } from 'shared/contracts';
import { CSP_REPORT_PATH } from 'shared/security';
import { startNode } from 'shared/test-server';
import { siteFolders } from 'shared/test-site';
import { HEALTH_BEACONS_PER_MINUTE } from './health/health-route';

jest.setTimeout(60_000);

const SERVE = path.join(__dirname, '..', '..', 'dist-server', 'server.js');
/** Browsers' report limit per client and minute (reports/csp-reports.ts). */
const REPORTS_PER_MINUTE = 20;
const BEACON = JSON.stringify({ contract: 1, events: [{ kind: 'area-error', remote: 'mf_chat' }] });
const REPORT = JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src', 'blocked-uri': 'https://evil.example/x.js' } });

type Shell = Awaited<ReturnType<typeof startNode>>;

async function startShell(trustProxy: string | undefined): Promise<Shell> {
  const { shell } = siteFolders('shell-trust-proxy-');
  const manifest = 'http://127.0.0.1:9/mf-manifest.json';
  const env: Record<string, string> = { MF_CONTENT_URL: manifest, MF_CHAT_URL: manifest, MF_MAZE_URL: manifest, MF_CONTACT_URL: manifest };
  if (trustProxy !== undefined) env.TRUST_PROXY = trustProxy;
  return startNode(SERVE, { args: ['--dir', shell], env: { ...env, CSP_REPORTS: 'true' } });
}

/** The statuses of `count` beacons and reports posted over the network, each with these headers. */
async function post(shell: Shell, count: number, headers: Record<string, string> = {}) {
  const statuses = { beacons: [] as number[], reports: [] as number[] };
  for (let at = 0; at < count; at++) {
    const beacon = await fetch(`${shell.origin}${HEALTH_PATH}`, {
      method: 'POST',
      body: BEACON,
      headers: { 'content-type': 'text/plain', ...headers },
    });
    statuses.beacons.push(beacon.status);
    if (at >= REPORTS_PER_MINUTE + 1) continue;
    const report = await fetch(`${shell.origin}${CSP_REPORT_PATH}`, {
      method: 'POST',
      body: REPORT,
      headers: { 'content-type': 'application/csp-report', ...headers },
    });
    statuses.reports.push(report.status);
  }
  return statuses;
}

/** One client's full allowance, then one more: every allowed post answered, the one more refused. */
const filled = {
  beacons: [...Array<number>(HEALTH_BEACONS_PER_MINUTE).fill(204), 429],
  reports: [...Array<number>(REPORTS_PER_MINUTE).fill(204), 429],
};

let shell: Shell | undefined;
const saved = process.env.TRUST_PROXY;
beforeAll(() => delete process.env.TRUST_PROXY);
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
});
afterAll(() => {
  if (saved !== undefined) process.env.TRUST_PROXY = saved;
});

it('with TRUST_PROXY=loopback, limits each client nginx on this machine forwards on its own', async () => {
  shell = await startShell('loopback');
  expect(await post(shell, HEALTH_BEACONS_PER_MINUTE + 1, { 'x-forwarded-for': '203.0.113.7' })).toEqual(filled);
  // Another visitor behind the same proxy has the whole allowance still; the first is still refused.
  expect(await post(shell, 1, { 'x-forwarded-for': '203.0.113.8' })).toEqual({ beacons: [204], reports: [204] });
  expect(await post(shell, 1, { 'x-forwarded-for': '203.0.113.7' })).toEqual({ beacons: [429], reports: [429] });
  // nginx appends the address it saw to what the client sent: the address nginx saw is the one counted.
  expect(await post(shell, 1, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' })).toEqual({ beacons: [429], reports: [429] });
});

it('with TRUST_PROXY unset, a client that writes X-Forwarded-For itself is still the address it connects from', async () => {
  shell = await startShell(undefined);
  expect(await post(shell, HEALTH_BEACONS_PER_MINUTE + 1, { 'x-forwarded-for': '203.0.113.7' })).toEqual(filled);
  expect(await post(shell, 1, { 'x-forwarded-for': '203.0.113.8' })).toEqual({ beacons: [429], reports: [429] });
  expect(await post(shell, 1)).toEqual({ beacons: [429], reports: [429] });
});

it('with TRUST_PROXY set wrong, does not start, and says which variable and why', async () => {
  await expect(startShell('nginx')).rejects.toThrow(
    /exited \(2\):[\s\S]*shell cannot start: environment: TRUST_PROXY must be a hop count or a list of proxy addresses or ranges, got "nginx"\./,
  );
});
