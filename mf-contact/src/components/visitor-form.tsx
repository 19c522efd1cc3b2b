import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'shared/router';
import {
  FORM_BACK_FIELD,
  FORM_LOCALE_FIELD,
  HONEYPOT_FIELD,
  formAction,
  formOutcomeId,
  localePath,
  type FormName,
  type FormOutcome,
  type Locale,
} from 'shared/contracts';
import { useWords } from '../i18n';
import { FormAlert, FormGrid, FormStatus, formTokens } from 'shared/ui/forms';
import { useCheckedForm, type CheckedFormOptions } from './form-state';
import { BotTrap, ConsentField, FormIntro, SendButton, fieldParts } from './form-parts';

/** The value a consent box sends when ticked (the contract's REGISTRATION_CONSENT and PARTNERSHIP_CONSENT). */
const CONSENT_VALUE = 'yes';

export interface VisitorFormOptions<F extends string, V> {
  readonly form: FormName;
  readonly formOutcome: FormOutcome | undefined;
  readonly locale: Locale;
  /** What the visitor typed, when the server answered a post without script; else null. */
  readonly postedValues: (outcome: FormOutcome | undefined) => V | null;
  readonly empty: V;
  readonly loadCheck: CheckedFormOptions<F>['loadCheck'];
  readonly optional?: ReadonlySet<F>;
  readonly optionalWord?: string;
}

/**
 * A checked POST form's state (the course registration, the partnership enquiry): the values to show
 * (what was posted, or empty), each field's wiring, and what `VisitorForm` draws around the fields.
 * After a stored send the form's key changes, so every field starts empty again.
 */
export function useVisitorForm<F extends string, V>(options: VisitorFormOptions<F, V>) {
  const { form, formOutcome, locale, postedValues } = options;
  const id = useId();
  const posted = useMemo(() => postedValues(formOutcome), [postedValues, formOutcome]);
  const [generation, setGeneration] = useState(0);
  const checked = useCheckedForm<F>({
    form,
    formOutcome,
    locale,
    loadCheck: options.loadCheck,
    onStored: () => setGeneration((n) => n + 1),
  });
  const alertId = formOutcomeId(form);
  const parts = fieldParts<F>({ id, alertId, hints: checked.hints, optional: options.optional, optionalWord: options.optionalWord });
  return { rendered: posted ?? options.empty, parts, frame: { form, locale, generation, alertId, checked, parts } };
}

type Frame<F extends string> = ReturnType<typeof useVisitorForm<F, unknown>>['frame'];

/**
 * What every checked POST form draws around its own fields: the notice, the form (posting to the
 * shell's /forms/<name> with the page to come back to and its language), the alert, the consent box,
 * the bots' trap, the send button, and the live region outside the form that announces a stored send.
 */
export function VisitorForm<F extends string>({
  frame,
  notice,
  label,
  consent,
  consented,
  send,
  children,
}: {
  readonly frame: Frame<F>;
  readonly notice: string;
  readonly label: string;
  readonly consent: string;
  /** The consent value the form was posted with, if any. */
  readonly consented: string;
  readonly send: string;
  readonly children: ReactNode;
}) {
  const { i18n } = useWords();
  const { pathname } = useLocation();
  const { form, locale, generation, alertId, checked, parts } = frame;
  const { state: outcome, attempt, onEdit, onSubmit } = checked;
  const onChange = (event: FormEvent<HTMLFormElement>) => onEdit((event.target as HTMLInputElement).name as F);
  const alert =
    outcome.kind === 'error' ? outcome.messages : outcome.kind === 'failed' ? [outcome.message, i18n._('form.typedKept')] : null;
  return (
    <div>
      <FormIntro notice={notice} />
      <FormGrid
        key={generation}
        method="post"
        action={formAction(form)}
        noValidate
        onSubmit={onSubmit}
        onFocus={formTokens.prepare}
        onChange={onChange}
        aria-label={label}
      >
        <input type="hidden" name={FORM_BACK_FIELD} value={localePath(locale, pathname)} />
        <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
        {alert ? <FormAlert messages={alert} id={alertId} key={attempt} className="full" /> : null}
        {children}
        <ConsentField
          input={parts.a11y('consent' as F)}
          value={CONSENT_VALUE}
          checked={consented === CONSENT_VALUE}
          text={consent}
          hint={parts.hint('consent' as F)}
        />
        <BotTrap id={parts.fieldId(HONEYPOT_FIELD)} />
        <SendButton sending={outcome.kind === 'sending'} label={send} />
      </FormGrid>
      {/* Outside the form, which starts afresh once a send is stored: the live region stays mounted to announce it. */}
      <FormStatus message={outcome.kind === 'sent' ? outcome.message : null} id={alert ? undefined : alertId} />
    </div>
  );
}
