import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_OPEN_EVENT, type ChatOpenDetail, type ChatWidgetProps } from 'shared/contracts';
import { afterLoadAndIdle } from 'shared/lib';
import { PAGE_SETTLED_EVENT, RemoteBoundary } from '../components/remote-boundary';

const noProps: ChatWidgetProps = {};
/**
 * Upper bound, so a page that never settles, or a document whose load never ends (a slow remote's
 * preloaded file), cannot keep the assistant away for good.
 */
export const MAX_WAIT_MS = 8000;
/**
 * Quiet time after the page's files have loaded. A settled page may still be fetching what it shows
 * first (a detail page's cover arrives after its 300 ms loading state); the widget waits it out.
 */
export const CHAT_QUIET_MS = 1500;

/**
 * The chat widget is not part of any page's main content, so its remote is fetched only once the first
 * page area has rendered (or failed), the document has loaded, a quiet moment has passed and the browser
 * is idle: it never competes with what the visitor came for. A `chat:open` request made before then
 * loads it at once and is replayed when it is ready.
 */
export function DeferredChat({ quietMs = CHAT_QUIET_MS }: { readonly quietMs?: number }) {
  const [ready, setReady] = useState(false);
  const pending = useRef<ChatOpenDetail | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    let cancelWait: () => void = () => undefined;
    const start = () => {
      cancelWait = afterLoadAndIdle(() => setReady(true), { quietMs });
    };
    const onEarlyOpen = (event: Event) => {
      if (mounted.current) return;
      pending.current = (event as CustomEvent<ChatOpenDetail | undefined>).detail ?? {};
      setReady(true);
    };
    window.addEventListener(PAGE_SETTLED_EVENT, start, { once: true });
    window.addEventListener(CHAT_OPEN_EVENT, onEarlyOpen);
    const cap = window.setTimeout(() => setReady(true), MAX_WAIT_MS);
    return () => {
      window.removeEventListener(PAGE_SETTLED_EVENT, start);
      window.removeEventListener(CHAT_OPEN_EVENT, onEarlyOpen);
      window.clearTimeout(cap);
      cancelWait();
    };
  }, [quietMs]);

  const onReady = useCallback(() => {
    mounted.current = true;
    const detail = pending.current;
    pending.current = null;
    if (detail) window.dispatchEvent(new CustomEvent<ChatOpenDetail>(CHAT_OPEN_EVENT, { detail }));
  }, []);

  return ready ? <RemoteBoundary id="mf_chat/ChatWidget" props={noProps} variant="floating" onReady={onReady} /> : null;
}
