import { useEffect, useState } from 'react';

/**
 * How far the floating button must rise so it never covers the page footer's links (WCAG 2.4.11):
 * while the shell's <footer> is on screen, the button parks just above the footer's top edge, as if
 * it were sticky at the end of the page content. An IntersectionObserver turns the scroll listener on
 * only while the footer is visible.
 */
export function useFooterLift(base: number, gap: number): number {
  const [lift, setLift] = useState(0);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    let footer: Element | null = null;
    let frame = 0;
    let watching = false;

    const measure = () => {
      frame = 0;
      if (!footer) return;
      const top = footer.getBoundingClientRect().top;
      // The button's bottom edge sits `base` px above the viewport bottom; keep it `gap` px above the footer.
      const next = Math.max(0, Math.ceil(window.innerHeight - top + gap - base));
      setLift((current) => (current === next ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const observer = new IntersectionObserver((records) => {
      const visible = records.some((record) => record.isIntersecting);
      if (visible && !watching) {
        window.addEventListener('scroll', schedule, { passive: true });
        window.addEventListener('resize', schedule);
        watching = true;
      } else if (!visible && watching) {
        window.removeEventListener('scroll', schedule);
        window.removeEventListener('resize', schedule);
        watching = false;
        setLift(0);
      }
      schedule();
    });

    // The page's footer (contentinfo), not a <footer> inside an article or this widget; the shell may
    // render it after this widget mounts.
    const findFooter = () =>
      Array.from(document.querySelectorAll('footer, [role="contentinfo"]')).find(
        (element) => !element.closest('main, article, [role="dialog"], [data-boundary="chat"]'),
      ) ?? null;
    const attach = () => {
      footer = findFooter();
      if (footer) observer.observe(footer);
      return Boolean(footer);
    };
    let mutations: MutationObserver | null = null;
    if (!attach()) {
      mutations = new MutationObserver(() => {
        if (attach()) mutations?.disconnect();
      });
      mutations.observe(document.body, { childList: true, subtree: true });
    }

    return () => {
      observer.disconnect();
      mutations?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [base, gap]);

  return lift;
}
