/**
 * Runs `callback` once the document has loaded, `quietMs` more have passed and the browser is idle
 * (at most `idleTimeoutMs` later): for work a visitor did not come for (the chat widget, the hero
 * video), so it never competes with the page's own files and scripts. Returns a cancel function.
 */
export function afterLoadAndIdle(
  callback: () => void,
  { quietMs = 0, idleTimeoutMs = 2000 }: { quietMs?: number; idleTimeoutMs?: number } = {},
): () => void {
  let quiet = 0;
  let idle = 0;
  let cancelled = false;
  const run = () => {
    if (!cancelled) callback();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else run();
  };
  const afterLoad = () => {
    quiet = window.setTimeout(whenIdle, quietMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(quiet);
    if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
  };
}
