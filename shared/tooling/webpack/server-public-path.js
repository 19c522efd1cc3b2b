// Federation runtime plugin bundled into every remote's server build (see server-build.cjs). Node has
// no document to derive a public path from ('auto' works only in browsers), so the remote's public
// path is found from the entry URL the host registered: the folder of its browser build, one level
// above server/remoteEntry.js. Chunks then load from <base>server/… and imported assets (images) get
// the very URLs the browser build gives them, so server HTML and hydration agree.
// Lazy, because the entry URL is known only once the host has registered the remote.
/* global __webpack_require__ -- defined by the webpack runtime this plugin is bundled into */

function registeredEntry(name) {
  const instances = (globalThis.__FEDERATION__ && globalThis.__FEDERATION__.__INSTANCES__) || [];
  for (const instance of instances) {
    const remote = instance.options.remotes.find((candidate) => candidate.name === name);
    if (remote && remote.entry) return remote.entry;
  }
  return undefined;
}

export default function serverPublicPath() {
  return {
    name: 'server-public-path',
    beforeInit(args) {
      const name = args.options.name;
      let resolved;
      Object.defineProperty(__webpack_require__, 'p', {
        configurable: true,
        get() {
          if (resolved) return resolved;
          const entry = registeredEntry(name);
          if (!entry) throw new Error(`${name}: the host registered no entry URL to find this remote's files from`);
          resolved = new URL('../', entry).href;
          return resolved;
        },
        set() {},
      });
      return args;
    },
  };
}
