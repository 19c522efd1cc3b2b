import {
  HEALTH_CONTRACT,
  HEALTH_EVENTS_MAX,
  HEALTH_PATH,
  type HealthBeacon,
  type HealthEvent,
  type RemoteName,
  splitLocalePath,
} from 'shared/contracts';
import type { SiteSeed } from '../app/site-seed';
import { composeSite, pageAt } from '../lib/compose-site';
import { takeAreaProblems } from './area-problems';
import { watchVitals } from './web-vitals';

/**
 * The browser's health reporter (issue 26, point 4), loaded after the page in a sampled share of page
 * loads (schedule.ts): the areas that failed here and the page's Web Vitals, each with the remote's
 * name and the version this page was rendered with (the seed), batched and sent with sendBeacon to
 * the shell's server when the page is hidden or left. No address, query, user agent or identifier.
 */
export function startHealthReporter(seed: SiteSeed | null): void {
  // The released version this page was rendered with is in its manifest's address (the seed's
  // `versions` are build hashes, for hydration); a remote the map does not name has none.
  const versionOf = (remote: RemoteName) => {
    const released = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(seed?.manifests[remote] ?? '')?.[1];
    return released === undefined ? undefined : decodeURIComponent(released);
  };
  const pageRemote = seed ? pageAt(composeSite(seed.descriptions).pages, splitLocalePath(location.pathname).path)?.page.remote : undefined;
  const events: HealthEvent[] = [];
  const add = (event: HealthEvent) => events.length < HEALTH_EVENTS_MAX && events.push(event);
  const withVersion = ({ kind, remote }: { kind: 'remote-load' | 'area-error'; remote: RemoteName }) =>
    add({ kind, remote, version: versionOf(remote) });
  takeAreaProblems(withVersion).forEach(withVersion);
  const vitals = watchVitals();
  let vitalsSent = false;

  const flush = () => {
    // The page's vitals once, when it is first hidden (they are final enough by then); problems each time.
    if (!vitalsSent && pageRemote) {
      vitalsSent = true;
      const version = versionOf(pageRemote);
      if (vitals.lcp !== undefined) add({ kind: 'vital', remote: pageRemote, version, name: 'LCP', value: Math.round(vitals.lcp) });
      add({ kind: 'vital', remote: pageRemote, version, name: 'CLS', value: Number(vitals.cls.toFixed(4)) });
      if (vitals.inp !== undefined) add({ kind: 'vital', remote: pageRemote, version, name: 'INP', value: Math.round(vitals.inp) });
    }
    if (events.length === 0) return;
    // Typed by the contract's schema (HealthBeacon is its output type); the schema itself runs on the
    // server only: checking here too pulled a kilobyte of valibot into the first-load script.
    const beacon: HealthBeacon = { contract: HEALTH_CONTRACT, events: events.splice(0) };
    navigator.sendBeacon(HEALTH_PATH, JSON.stringify(beacon));
  };
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}
