/** @jest-environment node */
// @ts-check
const { planRange } = require('./range.cjs');

describe('planRange (RFC 9110 section 14) for a 100-byte file', () => {
  it.each([
    ['bytes=0-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-1000', { kind: 'part', start: 0, end: 99 }],
    ['bytes=95-1000', { kind: 'part', start: 95, end: 99 }],
    ['bytes=0-99999999999999999999999', { kind: 'part', start: 0, end: 99 }],
    ['BYTES = 1-2', { kind: 'part', start: 1, end: 2 }],
  ])('%s is a part', (header, plan) => {
    expect(planRange(header, 100)).toEqual(plan);
  });

  it.each(['bytes=100-', 'bytes=5-2', 'bytes=-0', 'bytes=abc', 'bytes=', 'bytes=99999999999999999999999-', 'bytes=1-2-3'])(
    '%s is not satisfiable (416)',
    (header) => {
      expect(planRange(header, 100)).toEqual({ kind: 'none' });
    },
  );

  it.each([undefined, 'items=0-1', 'bytes=0-1,5-6', 'bytes=0-1, 0-1'])('%s sends the whole file', (header) => {
    expect(planRange(header, 100)).toEqual({ kind: 'full' });
  });

  it('an empty file has no satisfiable range', () => {
    expect(planRange('bytes=-5', 0)).toEqual({ kind: 'none' });
    expect(planRange('bytes=0-', 0)).toEqual({ kind: 'none' });
  });
});
