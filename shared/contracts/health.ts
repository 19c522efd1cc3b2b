import * as v from 'valibot';
import { REMOTE_NAMES } from './remote-names';
import { VERSION_PATTERN } from './version-name';
import { parseWith, type ParseResult } from './parse';
import { HEALTH_BODY_MAX, HEALTH_CONTRACT, HEALTH_EVENTS_MAX, HEALTH_PATH, WEB_VITALS, type WebVital } from './health-limits';

/**
 * The browser's health beacon (issue 26, point 4), version 1: what a sampled page load saw, sent with
 * navigator.sendBeacon to `POST /__health` on the shell's server when the page is hidden. It carries
 * no personal data: no address, no query, no user agent, no identifier; only a remote's name and
 * version, what happened to it, and the page's Web Vitals. The server counts it per remote and version.
 */
export { HEALTH_BODY_MAX, HEALTH_CONTRACT, HEALTH_EVENTS_MAX, HEALTH_PATH, WEB_VITALS, type WebVital };

const remote = v.picklist(REMOTE_NAMES, `must be one of ${REMOTE_NAMES.join(', ')}`);
/** A remote the version map does not name has no version in the page's seed: none is sent. */
const version = v.optional(v.pipe(v.string(), v.regex(VERSION_PATTERN, 'must be a version name')));

const eventSchema = v.variant('kind', [
  /** The remote's code could not be loaded in the browser (its area shows the failure message). */
  v.object({ kind: v.literal('remote-load'), remote, version }),
  /** The remote's area threw while rendering in the browser (the area's error boundary caught it). */
  v.object({ kind: v.literal('area-error'), remote, version }),
  /** One of the page's Web Vitals, for the remote of the page: LCP and INP in ms, CLS unitless. */
  v.object({
    kind: v.literal('vital'),
    remote,
    version,
    name: v.picklist(WEB_VITALS),
    value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000)),
  }),
]);

const beaconSchema = v.object({
  contract: v.literal(HEALTH_CONTRACT, `must be ${HEALTH_CONTRACT}`),
  events: v.pipe(v.array(eventSchema), v.minLength(1), v.maxLength(HEALTH_EVENTS_MAX)),
});

export type HealthEvent = v.InferOutput<typeof eventSchema>;
export type HealthBeacon = v.InferOutput<typeof beaconSchema>;

/** Validates a beacon's JSON (the server, for everything it is sent; the browser, before sending). */
export function parseHealthBeacon(raw: unknown): ParseResult<HealthBeacon> {
  return parseWith(beaconSchema, raw, 'health beacon');
}
