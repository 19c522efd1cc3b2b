/**
 * @jest-environment node
 */
const { describeMachine, pageFaultMicros, slowMemoryWarning, SLOW_FAULT_US } = require('./machine.cjs');
const { renderMarkdown } = require('./report.cjs');

test('a page fault is measured as a positive number of microseconds', () => {
  const micros = pageFaultMicros({ mebibytes: 8, rounds: 3 });
  expect(Number.isFinite(micros)).toBe(true);
  expect(micros).toBeGreaterThan(0);
});

test('the machine names its cores and Node, and no browser when the one given does not start', () => {
  const machine = describeMachine('/nonexistent/chromium');
  expect(machine).toMatchObject({ node: process.version, browser: null });
  expect(machine.cpus).toBeGreaterThan(0);
  expect(machine.loadAverage).toHaveLength(3);
});

test('only a dear page fault is warned of, with its figure and what it means for the budgets', () => {
  expect(slowMemoryWarning(undefined)).toBe('');
  expect(slowMemoryWarning(0.4)).toBe('');
  expect(slowMemoryWarning(SLOW_FAULT_US)).toBe('');
  const warning = slowMemoryWarning(15.4);
  expect(warning).toContain('A page fault costs 15.4 µs on this machine');
  expect(warning).toContain('not with the budgets or with another machine');
});

test("the report's first lines name the browser and the page fault, and warn when the fault is dear", () => {
  const report = (/** @type {number} */ pageFaultUs) =>
    renderMarkdown({
      mode: 'full',
      date: 'today',
      machine: { cpus: 2, node: 'v20.20.2', browser: 'Chromium 156.0.8078.108', pageFaultUs, loadAverage: [1, 1, 1] },
      options: { runs: 3 },
      routes: [],
      budgets: [],
    });
  const slow = report(15.4);
  expect(slow).toContain('Machine: 2 CPUs, Node v20.20.2, Chromium 156.0.8078.108, a page fault 15.4 µs, load average 1.0 / 1.0 / 1.0');
  expect(slow).toContain('**A page fault costs 15.4 µs on this machine');
  expect(report(0.4)).not.toContain('A page fault costs');
});
