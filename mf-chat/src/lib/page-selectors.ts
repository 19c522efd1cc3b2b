/**
 * The CSS selectors the widget reads its host page with (code, not words for a visitor; kept here,
 * outside the localised components, so the lint rule for literal sentences reads only words).
 */

/**
 * What the floating button must not sit on top of: the things a visitor operates, the footer's links
 * among them, and what a page says back to them (a status or an alert, such as a form's outcome), which
 * they must read whole. Seen on a 390 px phone: the contact form's success line ran under the button.
 */
export const AVOIDED_SELECTOR =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"]), [role="status"], [role="alert"]';

/** A header or footer inside these is an article's or a remote's own, not the page's. */
export const INNER_CONTENT_SELECTOR = 'main, article, [role="dialog"], [data-boundary="chat"]';
export const FOOTER_SELECTOR = 'footer, [role="contentinfo"]';
export const HEADER_SELECTOR = 'header, [role="banner"]';
export const FOCUS_VISIBLE_SELECTOR = ':focus-visible';

/** What Tab stops on inside the open panel (its field and buttons, the log, the source links), less the disabled ones. */
export const TABBABLE_SELECTOR = 'a[href],button:enabled,input:enabled,[tabindex="0"]';
