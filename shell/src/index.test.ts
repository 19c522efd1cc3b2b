// main.js's start-up: what runs in main.js's own task, and what waits for later tasks (index.ts).
jest.mock('./federation/early-page-load', () => ({ startPageLoad: jest.fn() }));
jest.mock('react-dom/client', () => ({}));
jest.mock('./bootstrap', () => ({}));

const { startPageLoad } = jest.requireMock<{ startPageLoad: jest.Mock }>('./federation/early-page-load');
/** Lets the promise chain run as far as it goes without a task (the imports resolve in microtasks). */
const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
// The rest of the start-up (React DOM, the app) waits on timers that are dropped here, never run.
afterEach(() => jest.useRealTimers());

test('main.js sets no timer while its own script runs, and loads the page only in a task after it', async () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated synchronously, to see what the module does while its own script runs
    require('./index');
  });
  // A timer set while main.js's top level runs would make a traced page record a stack through the
  // whole script (index.ts says why that costs).
  expect(jest.getTimerCount()).toBe(0);
  await microtasks();
  expect(jest.getTimerCount()).toBe(1);
  expect(startPageLoad).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  await microtasks();
  expect(startPageLoad).toHaveBeenCalledTimes(1);
});
