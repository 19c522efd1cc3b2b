// @ts-check
/**
 * The servers are CommonJS run by plain `node`, but what they validate with (the contracts in
 * shared/contracts, env.ts) is TypeScript: one copy of each schema. This lets `require` load .ts
 * files through tsx, unless something already does (tsx itself, Playwright) or jest runs us (jest
 * transforms with its own module system, and a second hook there would only cost time).
 */
if (!require.extensions['.ts'] && !process.env.JEST_WORKER_ID) {
  require('tsx/cjs/api').register();
}
