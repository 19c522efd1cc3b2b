import { useEffect, useState } from 'react';
import type { ChatWidgetProps } from 'shared/contracts';
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
 * is idle: it never competes with what the visitor came for.
 */
export function DeferredChat({ quietMs = CHAT_QUIET_MS }: { readonly quietMs?: number }) {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelWait: () => void = () => undefined;
    const start = () => {
      cancelWait = afterLoadAndIdle(() => setReady(true), { quietMs });
    };
    window.addEventListener(PAGE_SETTLED_EVENT, start, { once: true });
    const cap = window.setTimeout(() => setReady(true), MAX_WAIT_MS);
    return () => {
      window.removeEventListener(PAGE_SETTLED_EVENT, start);
      window.clearTimeout(cap);
      cancelWait();
    };
  }, [quietMs]);

  // The loader reads mf_chat's pages.json first: a chat built against another contract version shows
  // its failure state instead of running.
  return ready ? <RemoteBoundary remote="mf_chat" module="ChatWidget" props={noProps} variant="floating" /> : null;
}
