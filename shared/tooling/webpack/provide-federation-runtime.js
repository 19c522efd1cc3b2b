// `federation-runtime.js`, loaded before a remote's own `main.js` on the remote's standalone page only.
// Remotes are built with `experiments.externalRuntime`: their federation code reads the runtime from
// this global, which the shell fills when it hosts them (provideExternalRuntime).
import * as runtimeCore from '@module-federation/runtime-core';

if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
