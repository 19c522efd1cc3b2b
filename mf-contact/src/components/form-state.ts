import { useRef, useState, type FormEvent } from 'react';
import { formOutcomeId, type FormName, type FormOutcome, type Locale } from 'shared/contracts';
import { postForm, useAnswerInSight } from 'shared/ui/forms';
import { networkFailureMessage } from 'shared/ui/words';
import { postedProblems } from '../../contract/field-limits';
import { useWords } from '../i18n';
import { postedHintWords } from './form-words';

/** Where a form with a check before sending stands: its fields' hints while in error, the server's answer after a send. */
export type FormState<F extends string> =
  | { readonly kind: 'idle' | 'sending' }
  | { readonly kind: 'error'; readonly messages: readonly string[]; readonly hints: Partial<Record<F, string>> }
  | { readonly kind: 'failed'; readonly message: string; readonly hints?: Partial<Record<F, string>> }
  | { readonly kind: 'sent'; readonly message: string };

/**
 * The state after the visitor edits `field`: a sent message gives way to the new text, and the
 * field's own hint goes (the others stay until the next check). The same state when nothing changes.
 */
export function afterEdit<F extends string>(state: FormState<F>, field: F): FormState<F> {
  if (state.kind === 'sent') return { kind: 'idle' };
  if ((state.kind !== 'error' && state.kind !== 'failed') || !state.hints?.[field]) return state;
  const rest = { ...state.hints };
  delete rest[field];
  return { ...state, hints: rest };
}

/** What a check before sending answers: fine, or the messages, each field's hint and the field to focus. */
export type CheckResult<F extends string> =
  | { readonly ok: true }
  | { readonly ok: false; readonly messages: readonly string[]; readonly hints: Partial<Record<F, string>>; readonly firstInvalid: string };

/** What a field of a refused script-free post says beside itself, in the page's language. */
export type PostedHints = ReturnType<typeof postedHintWords>;

/**
 * The state a script-free post of `form` came back with: the server's answer, or idle. A refused one
 * marks the fields whose problem shows in what was typed (empty though required, or too long: see
 * contract/field-limits.ts), as the check does with script, so the server's "shorten the marked field"
 * has a field marked, saying its limit.
 */
export function stateOf<F extends string>(form: FormName, outcome: FormOutcome | undefined, said?: PostedHints): FormState<F> {
  if (!outcome || outcome.form !== form) return { kind: 'idle' };
  if (outcome.ok) return { kind: 'sent', message: outcome.message };
  const hints: Partial<Record<F, string>> = {};
  if (said)
    for (const [field, problem] of Object.entries(postedProblems(form, outcome.values)))
      hints[field as F] = problem.kind === 'missing' ? said.missing : said.tooLong(problem.limit, problem.length);
  return { kind: 'failed', message: outcome.message, hints };
}

export interface CheckedFormOptions<F extends string> {
  readonly form: FormName;
  readonly formOutcome: FormOutcome | undefined;
  readonly locale: Locale;
  /**
   * Loads the check and what it says in the page's language (on the first edit, outside the page's
   * first load) and answers it for what the form holds at the send. webpack keeps the one promise and
   * the words are loaded once, so loading them again costs nothing.
   */
  readonly loadCheck: (locale: Locale) => Promise<(form: HTMLFormElement, locale: Locale) => CheckResult<F>>;
  /** What the form does once the server has stored what was sent (empty its fields). */
  readonly onStored: () => void;
}

/**
 * The mechanics every checked visitor form here shares: the state, a hint that goes as its field is
 * edited, one send at a time (counted from the press: the check may still be loading), the check and
 * the first field in error focused, the POST, and the fields emptied only once stored; on any failure
 * what was typed stays. `attempt` counts the sends, to remount the alert so a repeated error is announced.
 */
export function useCheckedForm<F extends string>({ form, formOutcome, locale, loadCheck, onStored }: CheckedFormOptions<F>) {
  const { i18n } = useWords();
  const [state, setState] = useState<FormState<F>>(() => stateOf<F>(form, formOutcome, postedHintWords(i18n)));
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  // A send's answer (not a check's refusal) is brought into sight: on a phone it can be off the screen.
  const answered = useAnswerInSight(formOutcomeId(form));

  const onEdit = (field: F) => {
    loadCheck(locale).catch(() => undefined);
    const next = afterEdit(state, field);
    if (next !== state) setState(next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const element = event.currentTarget;
    try {
      // Offline before the check ever loaded: nothing could be sent either, and the text stays.
      const check = await loadCheck(locale).catch(() => null);
      setAttempt((n) => n + 1);
      if (!check) {
        answered();
        return setState({ kind: 'failed', message: networkFailureMessage(locale) });
      }
      const result = check(element, locale);
      if (!result.ok) {
        setState({ kind: 'error', messages: result.messages, hints: result.hints });
        (element.elements.namedItem(result.firstInvalid) as HTMLElement | null)?.focus();
        return;
      }
      setState({ kind: 'sending' });
      const reply = await postForm(form, element);
      answered();
      if (!reply.ok) return setState({ kind: 'failed', message: reply.message });
      onStored();
      setState({ kind: 'sent', message: reply.message });
    } finally {
      busy.current = false;
    }
  };

  const hints: Partial<Record<F, string>> = state.kind === 'error' || state.kind === 'failed' ? (state.hints ?? {}) : {};
  return { state, attempt, hints, onEdit, onSubmit };
}
