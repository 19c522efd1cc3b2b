// @ts-check
/* global __non_webpack_require__ -- defined by webpack inside a bundle only */
/**
 * The servers are CommonJS run by plain `node`, but what they validate with (the contracts in
 * shared/contracts, env.ts) is TypeScript: one copy of each schema. This lets `require` load .ts
 * files through tsx, unless something already does (tsx itself, Playwright), jest runs us (jest
 * transforms with its own module system, and a second hook there would only cost time) or we are
 * inside a webpack bundle (the shell's server), where the TypeScript is compiled in.
 */
const inBundle = typeof __non_webpack_require__ !== 'undefined';
/** Node's table of file loaders (what `require.extensions` names). @type {Record<string, unknown> | undefined} */
const loaders = inBundle
  ? undefined
  : /** @type {{ _extensions: Record<string, unknown> }} */ (/** @type {unknown} */ (require('node:module')))._extensions;
if (loaders && !loaders['.ts'] && !process.env.JEST_WORKER_ID) {
  require('tsx/cjs/api').register();
}
