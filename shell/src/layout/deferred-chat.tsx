import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_OPEN_EVENT, type ChatOpenDetail, type ChatWidgetProps } from 'shared';
import { PAGE_SETTLED_EVENT, RemoteBoundary } from '../components/remote-boundary';

const noProps: ChatWidgetProps = {};
/** Upper bound, so a page that never settles cannot keep the assistant away for good. */
const MAX_WAIT_MS = 8000;

/**
 * The chat widget is not part of any page's main content, so its remote is fetched only once the first
 * page area has rendered (or failed) and the browser is idle: it never competes with what the visitor
 * came for. A `chat:open` request made before then loads it at once and is replayed when it is ready.
 */
export function DeferredChat() {
  const [ready, setReady] = useState(false);
  const pending = useRef<ChatOpenDetail | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    let idle = 0;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      else setReady(true);
    };
    const onEarlyOpen = (event: Event) => {
      if (mounted.current) return;
      pending.current = (event as CustomEvent<ChatOpenDetail | undefined>).detail ?? {};
      setReady(true);
    };
    window.addEventListener(PAGE_SETTLED_EVENT, start, { once: true });
    window.addEventListener(CHAT_OPEN_EVENT, onEarlyOpen);
    const cap = window.setTimeout(start, MAX_WAIT_MS);
    return () => {
      window.removeEventListener(PAGE_SETTLED_EVENT, start);
      window.removeEventListener(CHAT_OPEN_EVENT, onEarlyOpen);
      window.clearTimeout(cap);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);

  const onReady = useCallback(() => {
    mounted.current = true;
    const detail = pending.current;
    pending.current = null;
    if (detail) window.dispatchEvent(new CustomEvent<ChatOpenDetail>(CHAT_OPEN_EVENT, { detail }));
  }, []);

  return ready ? <RemoteBoundary id="mf_chat/ChatWidget" props={noProps} variant="floating" onReady={onReady} /> : null;
}
