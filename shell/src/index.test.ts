// main.js's start-up: what runs in main.js's own task, and what waits for later tasks (index.ts).
jest.mock('./federation/early-page-load', () => ({ startPageLoad: jest.fn() }));
jest.mock('react-dom/client', () => ({}));
jest.mock('./bootstrap', () => ({}));

const { startPageLoad } = jest.requireMock<{ startPageLoad: jest.Mock }>('./federation/early-page-load');
const microtasks = async (count: number) => {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
};

afterEach(() => jest.restoreAllMocks());

test('main.js sets no timer while its own script runs, and loads the page only in a task after it', async () => {
  const timers = jest.spyOn(globalThis, 'setTimeout');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated synchronously, to see what the module does while its own script runs
    require('./index');
  });
  // A timer set while main.js's top level runs would make a traced page record a stack through the
  // whole script (index.ts says why that costs).
  expect(timers).not.toHaveBeenCalled();
  await microtasks(10);
  expect(timers).toHaveBeenCalledTimes(1);
  expect(startPageLoad).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(startPageLoad).toHaveBeenCalledTimes(1);
});
