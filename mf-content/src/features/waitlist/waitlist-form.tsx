import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { CONTACT_EMAIL } from 'shared/site';
import { useLocale, useWords } from '../../i18n';
import { Link, useLocation } from 'shared/router';
import {
  FORM_BACK_FIELD,
  FORM_LOCALE_FIELD,
  HONEYPOT_FIELD,
  formAction,
  formOutcomeId,
  localePath,
  type FormOutcome,
} from 'shared/contracts';
import { sitePaths } from 'shared/site';
import { Button, visuallyHidden } from 'shared/ui';
import { Field, FormAlert, FormGrid, FormNote, FormStatus, Required, formTokens, postForm, useAnswerInSight } from 'shared/ui/forms';
import {
  COURSE_OPTIONS,
  PLAN_OPTIONS,
  WAITLIST_FIELDS,
  checkWaitlist,
  waitlistOutcome,
  type WaitlistField,
  type WaitlistValues,
} from './waitlist-rules';
import { waitlistWords } from './words';

type State =
  | { readonly kind: 'idle' | 'sending' }
  | { readonly kind: 'error'; readonly messages: readonly string[]; readonly invalid: readonly WaitlistField[] }
  | { readonly kind: 'sent'; readonly message: string };

/**
 * The waitlist form: a real POST form to the shell's /forms/waitlist, which the contact server stores.
 * Without script the browser posts it and the page comes back with `formOutcome`; with script it
 * checks itself, sends the same body, and clears the fields only once the server has stored them.
 * The fields are the browser's own, so what is typed before the scripts run stays.
 */
export function WaitlistForm({ formOutcome }: { readonly formOutcome?: FormOutcome }) {
  const id = useId();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useMemo(() => waitlistOutcome(formOutcome), [formOutcome]);
  const [state, setState] = useState<State>(() =>
    !posted.reply
      ? { kind: 'idle' }
      : posted.reply.ok
        ? { kind: 'sent', message: posted.reply.message }
        : { kind: 'error', messages: [posted.reply.message], invalid: [] },
  );
  const [attempt, setAttempt] = useState(0);
  const { i18n } = useWords(waitlistWords);
  const locale = useLocale();
  const labels: Record<WaitlistField, string> = {
    name: i18n._('waitlist.field.name'),
    email: i18n._('waitlist.field.email'),
    grade: i18n._('waitlist.field.grade'),
    course: i18n._('waitlist.field.course'),
    plan: i18n._('waitlist.field.plan'),
  };

  const read = (form: HTMLFormElement): WaitlistValues =>
    Object.fromEntries(
      WAITLIST_FIELDS.map((field) => [field, (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '']),
    ) as WaitlistValues;

  // A send's answer (not a check's refusal) is brought into sight: on a phone it can be off the screen.
  const answered = useAnswerInSight(formOutcomeId('waitlist'));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const form = event.currentTarget;
    setAttempt((n) => n + 1);
    const checked = checkWaitlist(read(form));
    if (!checked.ok) {
      const messages = checked.problems.map((problem) =>
        problem === 'required' ? i18n._('waitlist.required') : i18n._('waitlist.invalidEmail'),
      );
      setState({ kind: 'error', messages, invalid: checked.invalid });
      (form.elements.namedItem(checked.invalid[0] ?? 'name') as HTMLElement | null)?.focus();
      return;
    }
    setState({ kind: 'sending' });
    const reply = await postForm('waitlist', form);
    answered();
    if (!reply.ok) return setState({ kind: 'error', messages: [reply.message, i18n._('waitlist.kept')], invalid: [] });
    for (const field of WAITLIST_FIELDS) (form.elements.namedItem(field) as HTMLInputElement).value = '';
    setState({ kind: 'sent', message: reply.message });
  };

  const props = (field: WaitlistField) => ({
    id: `${id}-${field}`,
    name: field,
    defaultValue: posted.values[field],
    required: true,
    'aria-required': true,
    'aria-invalid': state.kind === 'error' && state.invalid.includes(field) ? true : undefined,
  });
  const label = (field: WaitlistField) => (
    <label htmlFor={`${id}-${field}`}>
      {labels[field]}
      <Required aria-hidden="true">*</Required>
    </label>
  );
  const select = (field: 'course' | 'plan', options: readonly { value: string; label: string }[]) => (
    <Field>
      {label(field)}
      <select {...props(field)}>
        <option value="">{i18n._('waitlist.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <FormGrid
      ref={formRef}
      method="post"
      action={formAction('waitlist')}
      noValidate
      onSubmit={onSubmit}
      onFocus={formTokens.prepare}
      aria-label={i18n._('waitlist.form')}
    >
      {/* The router's paths leave out the language's prefix; a script-free post comes back to this page in its language. */}
      <input type="hidden" name={FORM_BACK_FIELD} value={localePath(locale, pathname)} />
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      {state.kind === 'error' ? (
        <FormAlert messages={state.messages} key={attempt} id={formOutcomeId('waitlist')} className="full" />
      ) : null}
      <Field>
        {label('name')}
        <input {...props('name')} type="text" autoComplete="name" />
      </Field>
      <Field>
        {label('email')}
        <input {...props('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      </Field>
      <Field>
        {label('grade')}
        <input {...props('grade')} type="text" autoComplete="off" maxLength={40} />
      </Field>
      {select(
        'course',
        COURSE_OPTIONS.map((course) => ({
          value: course.value,
          label: i18n._('waitlist.courseOption', { name: course.value, grade: course.grade }),
        })),
      )}
      {select(
        'plan',
        PLAN_OPTIONS.map((plan) => ({ value: plan, label: plan })),
      )}
      {/* A trap for bots, hidden from people and assistive technology: the server keeps nothing that fills it. */}
      <span aria-hidden="true" css={visuallyHidden}>
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </span>
      <FormNote className="full" css={{ margin: 0 }}>
        {i18n._('waitlist.notice', { email: CONTACT_EMAIL.display })}{' '}
        <Link to={sitePaths.privacyPolicy}>{i18n._('legal.privacy.title')}</Link>
      </FormNote>
      <div className="full">
        <Button type="submit" variant="accent">
          {state.kind === 'sending' ? i18n._('waitlist.sending') : i18n._('waitlist.join')}
        </Button>
      </div>
      <FormStatus
        message={state.kind === 'sent' ? state.message : null}
        id={state.kind === 'error' ? undefined : formOutcomeId('waitlist')}
        className="full"
      />
    </FormGrid>
  );
}
