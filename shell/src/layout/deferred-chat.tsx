import { useEffect, useState } from 'react';
import type { ChatWidgetProps } from 'shared';
import { RemoteBoundary } from '../components/remote-boundary';

const noProps: ChatWidgetProps = {};

/**
 * The chat widget is not part of any page's main content, so its remote is fetched only once the page
 * has loaded and the browser is idle: it never competes with what the visitor came for.
 */
export function DeferredChat() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => setReady(true), { timeout: 2500 });
      else timer = window.setTimeout(() => setReady(true), 300);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return ready ? <RemoteBoundary id="mf_chat/ChatWidget" props={noProps} variant="floating" /> : null;
}
