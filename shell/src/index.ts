// No async boundary is needed here, unlike in the remotes: the shell bundles every shared module
// eagerly (it is their provider; see shared/webpack), so React is ready without another request
// ("eager" imports stay in main.js).
//
// Start-up still runs in three tasks, each giving the browser a turn between them: main.js itself (the
// federation runtime), then React DOM, then the app and its first render. In one go they were the
// longest task of a phone's page load (Total Blocking Time counts every millisecond past 50).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // The page area's code travels while React DOM and the app are evaluated (early-page-load.ts).
  const { startPageLoad } = await import(/* webpackMode: "eager" */ './federation/early-page-load');
  startPageLoad();
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
