import { useCallback, useEffect, useRef } from 'react';

/**
 * Brings the answer to a send (the element `answerId`: a form's outcome, or the message of a form
 * whose outcome id is on a larger box) into sight, with the least scroll that shows it. On a phone a
 * form's success line sits below its button, under the fold, and a failure's alert at the form's top,
 * above it: seen on /contact at 375 x 700, where the fields emptied and the "sent" line began 17 px
 * above the screen's bottom. The form calls what this returns when a send's answer (the server's, or
 * a failure to reach it) is set; the render that shows it scrolls to that element. Not a check's
 * refusal (focus goes to the field in error), nor the answer a script-free post came back with (the
 * browser went to it already).
 */
export function useAnswerInSight(answerId: string): () => void {
  const answered = useRef(false);
  useEffect(() => {
    if (!answered.current) return;
    answered.current = false;
    document.getElementById(answerId)?.scrollIntoView({ block: 'nearest' });
  });
  return useCallback(() => {
    answered.current = true;
  }, []);
}
