/** The file names robot-maze.js is published under: the stable one and the content-hashed one. */
const EMBED_SCRIPT = /\/robot-maze(\.[0-9a-f]{10,})?\.js$/;

/**
 * The CSP nonce of the script tag that loaded robot-maze.js, for the element's style tags: a partner
 * whose policy allows scripts and styles only by nonce gives this one tag the nonce, and the game's
 * styles follow it. It must be read while the script first runs (`document.currentScript` is null
 * afterwards). Browsers hide the nonce attribute from the DOM (`getAttribute` answers ''), so the
 * `nonce` property is read first; the attribute serves browsers without the property. When the script was loaded some other way (a module, a loader), the page's
 * own robot-maze script tag is found by its file name.
 */
export function scriptNonce(doc: Document = document): string | undefined {
  const current = doc.currentScript;
  const script =
    current instanceof HTMLScriptElement
      ? current
      : Array.from(doc.scripts).find(
          (candidate) => candidate.src !== '' && EMBED_SCRIPT.test(new URL(candidate.src, doc.baseURI).pathname),
        );
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}
