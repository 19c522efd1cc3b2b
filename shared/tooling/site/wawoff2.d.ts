// wawoff2 2.0.1 (the root's devDependency) ships no types: the part of its documented API
// phone-fonts.cjs uses, WOFF2 to TrueType.
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
