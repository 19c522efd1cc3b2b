/**
 * Which remotes the deploy-time config names. A module of its own: the page descriptions (pages.ts)
 * and the props (remotes.ts) both build on it, and neither on the other's values.
 */
export const REMOTE_NAMES = ['mf_content', 'mf_chat', 'mf_maze', 'mf_contact'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
