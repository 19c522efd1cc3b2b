// @ts-check
/**
 * What to answer a Range header with, by RFC 9110 section 14, for a file of `size` bytes:
 *   - 'full'  : no Range, another unit, or several ranges (we refuse multi-range and send the whole
 *               file, which the RFC allows and nginx does with `max_ranges 1`)
 *   - 'none'  : 416 Range Not Satisfiable (a first byte at or past the end, an empty suffix, or a
 *               malformed or backwards spec, which the RFC lets a server reject; nginx does too)
 *   - 'part'  : 206 with bytes start..end (a suffix longer than the file is the whole file, a last
 *               byte past the end is the end)
 * Pure, so the odd cases are tested in microseconds; the static server applies it before sending.
 */

/** Digits beyond this are "past any file we serve" without trusting Number's precision. */
const MAX_DIGITS = 15;

/**
 * @param {string | undefined} header @param {number} size
 * @returns {{ kind: 'full' } | { kind: 'none' } | { kind: 'part', start: number, end: number }}
 */
function planRange(header, size) {
  if (header === undefined) return { kind: 'full' };
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return { kind: 'full' };
  const specs = (match[1] ?? '')
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return specs.length === 0 ? { kind: 'none' } : { kind: 'full' };
  const spec = /^(\d*)\s*-\s*(\d*)$/.exec(specs[0] ?? '');
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'none' };
  const [, first = '', second = ''] = spec;
  const number = (/** @type {string} */ digits) => (digits.length > MAX_DIGITS ? Infinity : Number(digits));
  if (first === '') {
    const suffix = number(second);
    if (suffix === 0 || size === 0) return { kind: 'none' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = number(first);
  const last = second === '' ? Infinity : number(second);
  if (last < start || start >= size) return { kind: 'none' };
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}

module.exports = { planRange };
