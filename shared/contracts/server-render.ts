/**
 * The option the shell's server passes to each remote's server build when it starts it (the
 * federation runtime's init options): the remote's public path, the folder its browser build is
 * served from, derived from the entry URL that very host registered. The remote's runtime plugin
 * (shared/tooling/webpack/server-public-path.js) loads chunks and names assets from it. No global
 * lookup: several hosts in one process (tests) may register one remote at different places.
 */
export const SERVER_PUBLIC_PATH_OPTION = 'serverPublicPath';

/** The public path of a remote whose server entry is `entryUrl` (`<base>/server/remoteEntry.js` -> `<base>/`). */
export function serverPublicPathOf(entryUrl: string): string {
  return new URL('../', entryUrl).href;
}
