// Federation runtime plugin bundled into every remote's server build (see server-build.cjs). Node has
// no document to derive a public path from ('auto' works only in browsers), so the host that starts
// this container tells it: the shell's server adds the remote's public path to the init options
// (shared/contracts/server-render.ts). Chunks then load from <base>server/… and imported assets get
// the very URLs the browser build gives them, so server HTML and hydration agree.
/* global __webpack_require__ -- defined by the webpack runtime this plugin is bundled into */
import { SERVER_PUBLIC_PATH_OPTION } from '../../contracts/server-render';

export default function serverPublicPath() {
  let publicPath;
  let defined = false;
  return {
    name: 'server-public-path',
    // Runs when the container is created and again when its host initialises it with its options.
    beforeInit(args) {
      const given = args.userOptions && args.userOptions[SERVER_PUBLIC_PATH_OPTION];
      if (typeof given === 'string') publicPath = given;
      if (!defined) {
        defined = true;
        const name = args.options.name;
        Object.defineProperty(__webpack_require__, 'p', {
          configurable: true,
          get() {
            if (!publicPath) throw new Error(`${name}: its host gave no ${SERVER_PUBLIC_PATH_OPTION} to load this remote's files from`);
            return publicPath;
          },
          set() {},
        });
      }
      return args;
    },
  };
}
