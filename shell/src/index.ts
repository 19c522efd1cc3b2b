// No async boundary is needed here, unlike in the remotes: the shell bundles every shared module
// eagerly (it is their provider; see shared/webpack), so React is ready without another request
// ("eager" imports stay in main.js).
//
// Start-up runs in four tasks, each giving the browser a turn between them: main.js itself (its
// compilation and the federation runtime), then the early page load, then React DOM, then the app and
// its first render. In one go they were the longest task of a phone's page load (Total Blocking Time
// counts every millisecond past 50); the early page load in main.js's own task made that task the
// longest left (measured on the bench's phone, traced: 33 to 42 ms of CPU, 22 to 28 without it).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Out of main.js's own evaluation first (a microtask), and only then a timer: a timer set while
  // main.js's top level is still running makes a traced page (Lighthouse, DevTools) record a stack
  // through the whole 415 KB script, for which V8 parses all of it again (measured: about 50 ms of CPU
  // in that task on the bench's machine).
  await Promise.resolve();
  await nextTask();
  // The page area's code travels while React DOM and the app are evaluated (early-page-load.ts).
  const { startPageLoad } = await import(/* webpackMode: "eager" */ './federation/early-page-load');
  startPageLoad();
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
