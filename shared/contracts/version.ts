/**
 * The version of the contracts in this folder. Every remote publishes the version it was built
 * against (in its `pages.json`), and the shell refuses a remote whose version it does not speak: that
 * remote's area shows its failure state and the console says why, instead of the page crashing on a
 * prop or a shape that changed.
 *
 * Bump it when a shape here changes in a way an older shell or remote cannot read (a renamed field,
 * a new required prop). Adding an optional field is not a bump.
 */
export const CONTRACT_VERSION = 1;

/** Versions this build can work with. One today; a transition would list the old and the new. */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [CONTRACT_VERSION];

export function isSupportedContract(version: number): boolean {
  return SUPPORTED_CONTRACT_VERSIONS.includes(version);
}
