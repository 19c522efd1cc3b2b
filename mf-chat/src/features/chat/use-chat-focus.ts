import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Where keyboard focus goes in the widget: into the question field when the panel opens, back to it
 * when a reply is in (the disabled field dropped it while the question was in flight), and to the
 * floating button when the panel closes from inside.
 */
export function useChatFocus(widgetRoot: RefObject<HTMLElement | null>, open: boolean, busy: boolean) {
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocusInput = useRef(false);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!busy && refocusInput.current && open) {
      refocusInput.current = false;
      inputRef.current?.focus();
    }
  }, [busy, open]);

  /**
   * Runs a send and brings focus back to the field afterwards, but only if focus was in the widget
   * (or nowhere) when it started: a visitor who moved on to the page is not pulled back.
   */
  const keepFocusThrough = useCallback(
    (send: () => Promise<boolean>) => {
      const active = document.activeElement;
      refocusInput.current = !active || active === document.body || Boolean(widgetRoot.current?.contains(active));
      void send().then((sent) => {
        if (!sent) refocusInput.current = false;
      });
    },
    [widgetRoot],
  );

  const focusLauncher = useCallback(() => launcherRef.current?.focus(), []);

  return { launcherRef, inputRef, keepFocusThrough, focusLauncher };
}
