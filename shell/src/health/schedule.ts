import { DEFAULT_HEALTH_SAMPLE_RATE } from 'shared/contracts';
import type { SiteSeed } from '../app/site-seed';
import { loadSiteConfig } from '../federation/site-config';

/**
 * Starts the health reporter in a sampled share of page loads (the site config's healthSampleRate,
 * HEALTH_SAMPLE_RATE on the server), once the page has loaded: nothing of it runs or is fetched
 * before the first paint, and a page load outside the sample never fetches it at all.
 */
export function scheduleHealthReporter(seed: SiteSeed | null, random = Math.random): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const begin = () =>
    setTimeout(() => {
      loadSiteConfig()
        .then((config) => {
          if (random() >= (config.healthSampleRate ?? DEFAULT_HEALTH_SAMPLE_RATE)) return;
          return import(/* webpackChunkName: "health" */ './reporter').then(({ startHealthReporter }) => startHealthReporter(seed));
        })
        .catch(() => undefined); // No config, no reporter: the page itself is unaffected.
    }, 0);
  if (document.readyState === 'complete') begin();
  else addEventListener('load', begin, { once: true });
}
