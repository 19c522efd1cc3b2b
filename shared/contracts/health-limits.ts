/**
 * The health beacon's constants (health.ts), apart from its schema: the browser's reporter needs these
 * alone, and a module with the schema would bring valibot's parts for it into the first-load script.
 */
export const HEALTH_PATH = '/__health';
export const HEALTH_CONTRACT = 1;
/** A beacon's body at most: the server answers 413 above it, without reading more. */
export const HEALTH_BODY_MAX = 2048;
/** Events one beacon carries at most (the browser keeps the first ones). */
export const HEALTH_EVENTS_MAX = 16;
export const WEB_VITALS = ['LCP', 'CLS', 'INP'] as const;
export type WebVital = (typeof WEB_VITALS)[number];
