/**
 * A short name for one version of a JSON document (a remote's mf-manifest.json): FNV-1a over its
 * JSON text. The shell's server and the browser both compute it from the manifest they read, so the
 * browser can tell whether the remote it loaded is the one the server rendered with. Not a security
 * hash: it only has to change when a build does (the manifest lists every chunk's content hash).
 */
export function contentVersion(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${text.length.toString(36)}`;
}
