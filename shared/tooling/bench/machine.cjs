// @ts-check
/**
 * What the machine the bench ran on is like, beside its figures: cores, Node, the Chromium that was
 * measured, the load average, and what one page fault costs here.
 *
 * The page fault is there because main-thread figures depend on it more than on the CPU's speed. A
 * browser that opens a page maps fresh memory all the time (a new document, V8's heaps, its code
 * space, layout), and Lighthouse's simulated phone multiplies every task it observed by four. On
 * ordinary hardware a fault costs about a microsecond or less; on some virtual machines (one seen here
 * on 2026-11-27: a Firecracker guest, kernel 6.18-fc) it costs 12 to 16 µs, and the same build's TBT
 * read 700 to 3,000 ms on English pages that read 70 to 130 ms in an earlier sitting elsewhere, while
 * Lighthouse's CPU benchmark index still read 2,300 to 2,600. Such a sitting still compares one build
 * with another, run beside each other, but not with a budget or another machine: the report says so.
 */
const { spawnSync } = require('node:child_process');
const os = require('node:os');
const { median } = require('./served-html.cjs');

/** Above this, a fault is several times dearer than on ordinary hardware (about 1 µs or less). */
const SLOW_FAULT_US = 3;

/**
 * Microseconds one page fault costs: a fresh 64 MiB buffer (always mapped anew, above glibc's
 * largest mmap threshold) written once, less the same buffer written again, per 4 KiB page; the
 * median of seven.
 * @param {{ mebibytes?: number, rounds?: number }} [options]
 * @returns {number}
 */
function pageFaultMicros({ mebibytes = 64, rounds = 7 } = {}) {
  const size = mebibytes * 1024 * 1024;
  const pages = size / 4096;
  /** @type {number[]} */
  const each = [];
  for (let round = 0; round < rounds; round += 1) {
    const buffer = Buffer.allocUnsafeSlow(size);
    let started = process.hrtime.bigint();
    buffer.fill(1);
    const first = Number(process.hrtime.bigint() - started);
    started = process.hrtime.bigint();
    buffer.fill(2);
    const again = Number(process.hrtime.bigint() - started);
    each.push(Math.max(0, first - again) / pages / 1000);
  }
  return Number((median(each) ?? 0).toFixed(2));
}

/**
 * The version the browser at `executable` prints, or null when it does not start.
 * @param {string} executable
 */
function browserVersion(executable) {
  const run = spawnSync(executable, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const line = /(Chromium|Chrome)[^\n]*?\d+(\.\d+)+/.exec(run.stdout ?? '');
  return line ? line[0].trim() : null;
}

/**
 * @param {string} executable the Chromium the bench drives
 * @returns {{ cpus: number, node: string, browser: string | null, pageFaultUs: number, loadAverage: number[] }}
 */
function describeMachine(executable) {
  return {
    cpus: os.availableParallelism(),
    node: process.version,
    browser: browserVersion(executable),
    pageFaultUs: pageFaultMicros(),
    loadAverage: os.loadavg(),
  };
}

/**
 * The report's words on the page fault: empty when it is ordinary.
 * @param {number | undefined} pageFaultUs
 */
function slowMemoryWarning(pageFaultUs) {
  if (pageFaultUs === undefined || pageFaultUs <= SLOW_FAULT_US) return '';
  return (
    `A page fault costs ${pageFaultUs} µs on this machine, where ordinary hardware takes about 1 µs or less: ` +
    'main-thread figures (TBT, the dead window, INP, performance scores) read several times higher here than on such hardware. ' +
    'Compare them with another build measured in this sitting, not with the budgets or with another machine.'
  );
}

module.exports = { describeMachine, pageFaultMicros, slowMemoryWarning, SLOW_FAULT_US };
