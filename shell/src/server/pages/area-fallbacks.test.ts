import { areaFallbacks } from './area-fallbacks';

describe('which areas fell back in a server render', () => {
  it('names none when React reported no failure', () => {
    expect(areaFallbacks({ started: new Set(['mf_maze']), settled: new Set(), errors: 0, aborted: false })).toEqual([]);
  });

  it('names the area that started and never settled, as failed', () => {
    const tally = { started: new Set(['mf_maze', 'mf_chat'] as const), settled: new Set(['mf_chat'] as const), errors: 1, aborted: false };
    expect(areaFallbacks(tally)).toEqual([{ remote: 'mf_maze', reason: 'failed' }]);
  });

  it('calls it a timeout when the time limit ran out', () => {
    const tally = { started: new Set(['mf_content'] as const), settled: new Set<never>(), errors: 1, aborted: true };
    expect(areaFallbacks(tally)).toEqual([{ remote: 'mf_content', reason: 'timeout' }]);
  });

  it('puts a failure it cannot place on the page’s own area', () => {
    const tally = {
      started: new Set(['mf_content', 'mf_chat'] as const),
      settled: new Set(['mf_content', 'mf_chat'] as const),
      errors: 1,
      aborted: false,
      pageRemote: 'mf_content' as const,
    };
    expect(areaFallbacks(tally)).toEqual([{ remote: 'mf_content', reason: 'failed' }]);
  });
});
