import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canaryVerdict, emptyHealth, lcpP75, readSnapshots, sumSnapshots, writeSnapshot, type VersionHealth } from './health';

const health = (fields: Partial<VersionHealth>): VersionHealth => ({ ...emptyHealth(), ...fields });
const RULE = { margin: 0.05, minViews: 200 };

describe('the automatic rollback rule', () => {
  it('rolls back a canary whose area failure rate passes the stable one’s by more than the margin', () => {
    const verdict = canaryVerdict(health({ views: 200, failures: 30 }), health({ views: 5000, failures: 50 }), RULE);
    expect(verdict).toEqual({
      rollBack: true,
      why: 'area failure rate 15.0 % over 200 views against 1.0 % over 5000 for the stable version (margin 5.0 %, at least 200 views)',
    });
  });

  it('counts timeouts as failures', () => {
    expect(canaryVerdict(health({ views: 300, timeouts: 40 }), health({ views: 300 }), RULE).rollBack).toBe(true);
  });

  it('keeps a canary within the margin', () => {
    expect(canaryVerdict(health({ views: 1000, failures: 55 }), health({ views: 1000, failures: 10 }), RULE).rollBack).toBe(false);
  });

  it('does not judge a canary before its minimum of views, however bad', () => {
    const verdict = canaryVerdict(health({ views: 199, failures: 199 }), health({ views: 1000 }), RULE);
    expect(verdict.rollBack).toBe(false);
    expect(verdict.why).toMatch(/^too few views yet/);
  });
});

describe('health snapshots', () => {
  it('sums every server’s snapshot per remote and version, and skips old and broken files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    const now = Date.parse('2026-11-23T22:00:00Z');
    const at = new Date(now).toISOString();
    writeSnapshot(dir, {
      server: 'a',
      at,
      remotes: { mf_maze: { v1: health({ views: 10, failures: 1, lcpBuckets: { '1': 1, '+Inf': 2 } }) } },
    });
    writeSnapshot(dir, {
      server: 'b',
      at,
      remotes: { mf_maze: { v1: health({ views: 5, timeouts: 2, lcpBuckets: { '1': 0, '+Inf': 2 } }) } },
    });
    writeSnapshot(dir, {
      server: 'old',
      at: new Date(now - 7200_000).toISOString(),
      remotes: { mf_maze: { v1: health({ views: 1000 }) } },
    });
    fs.writeFileSync(path.join(dir, 'broken.json'), '{');
    const sum = sumSnapshots(readSnapshots(dir, now));
    expect(sum.mf_maze?.v1).toEqual(health({ views: 15, failures: 1, timeouts: 2, lcpBuckets: { '1': 1, '+Inf': 4 } }));
    expect(lcpP75(sum.mf_maze!.v1!)).toBe(Infinity);
    expect(lcpP75(health({ lcpBuckets: { '1': 3, '2.5': 4, '+Inf': 4 } }))).toBe(1);
    expect(lcpP75(health({}))).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
