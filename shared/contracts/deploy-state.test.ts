import { emptyDeployState, liveVersions, parseDeployState, promote, rollback, type DeployState } from './deploy-state';

const who = 'Asha';
const at = '2026-11-23T10:00:00.000Z';
const change = (why: string) => ({ remote: 'mf_maze' as const, who, why, at });

function must(result: ReturnType<typeof promote>): DeployState {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('the version map', () => {
  const v1 = must(promote(emptyDeployState('production'), { ...change('first release'), version: '20261123-100000-aaaaaaaa' }));
  const v2 = must(promote(v1, { ...change('new levels'), version: '20261123-110000-bbbbbbbb' }));

  it('makes a promoted version live for everyone and records what, when, who and why', () => {
    expect(liveVersions(v2)).toEqual({ mf_maze: '20261123-110000-bbbbbbbb' });
    expect(v2.history.at(-1)).toEqual({
      at,
      who,
      why: 'new levels',
      action: 'promote',
      remote: 'mf_maze',
      live: '20261123-110000-bbbbbbbb',
      previous: '20261123-100000-aaaaaaaa',
    });
  });

  it('gives a canary a share beside the live version, and a rollback takes the canary back to 0 %', () => {
    const canary = must(promote(v2, { ...change('try it'), version: '20261123-120000-cccccccc', percent: 10 }));
    expect(canary.remotes.mf_maze).toEqual({
      live: '20261123-110000-bbbbbbbb',
      canary: { version: '20261123-120000-cccccccc', percent: 10 },
    });
    const back = must(rollback(canary, change('errors')));
    expect(back.remotes.mf_maze).toEqual({ live: '20261123-110000-bbbbbbbb' });
    expect(back.history.at(-1)?.action).toBe('rollback');
  });

  it('rolls the live version back to the one before it, or to a named one', () => {
    expect(must(rollback(v2, change('broken'))).remotes.mf_maze).toEqual({ live: '20261123-100000-aaaaaaaa' });
    expect(must(rollback(v2, { ...change('pin'), to: '20261123-100000-aaaaaaaa' })).remotes.mf_maze?.live).toBe('20261123-100000-aaaaaaaa');
  });

  it('refuses what cannot be done, with a sentence', () => {
    expect(rollback(v1, change('x'))).toEqual({ ok: false, error: 'mf_maze has had no other live version: nothing to roll back to.' });
    expect(rollback(emptyDeployState('production'), change('x')).ok).toBe(false);
    expect(promote(emptyDeployState('production'), { ...change('x'), version: 'v1', percent: 5 })).toEqual({
      ok: false,
      error: 'mf_maze has no live version yet: promote one to everyone first.',
    });
    expect(promote(v1, { ...change('x'), version: '../../etc', percent: 100 }).ok).toBe(false);
    expect(promote(v1, { ...change('x'), version: 'https://evil.example/x' }).ok).toBe(false);
    expect(promote(v1, { ...change('x'), version: 'v9', percent: 150 }).ok).toBe(false);
  });

  it('parses what it writes, and names the problem in a broken map', () => {
    expect(parseDeployState(JSON.parse(JSON.stringify(v2)))).toEqual({ ok: true, value: v2 });
    expect(parseDeployState({ environment: 'production', remotes: { mf_maze: { live: 'http://evil/x' } }, history: [] })).toEqual({
      ok: false,
      error: 'version map: remotes.mf_maze.live must be a version name (letters, digits, . _ -), got "http://evil/x".',
    });
    expect(parseDeployState({ environment: 'production', remotes: { mf_evil: { live: 'v1' } }, history: [] }).ok).toBe(false);
    expect(parseDeployState('[]').ok).toBe(false);
  });
});
