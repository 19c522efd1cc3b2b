import { useEffect, useState } from 'react';
import type { ChatWidgetProps } from 'shared';
import { PAGE_SETTLED_EVENT, RemoteBoundary } from '../components/remote-boundary';

const noProps: ChatWidgetProps = {};
/** Upper bound, so a page that never settles cannot keep the assistant away for good. */
const MAX_WAIT_MS = 8000;

/**
 * The chat widget is not part of any page's main content, so its remote is fetched only once the first
 * page area has rendered (or failed) and the browser is idle: it never competes with what the visitor
 * came for.
 */
export function DeferredChat() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      else setReady(true);
    };
    window.addEventListener(PAGE_SETTLED_EVENT, start, { once: true });
    const cap = window.setTimeout(start, MAX_WAIT_MS);
    return () => {
      window.removeEventListener(PAGE_SETTLED_EVENT, start);
      window.clearTimeout(cap);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
  return ready ? <RemoteBoundary id="mf_chat/ChatWidget" props={noProps} variant="floating" /> : null;
}
