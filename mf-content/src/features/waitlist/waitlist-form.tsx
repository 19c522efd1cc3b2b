import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Link, useLocation } from 'shared/router';
import { formPath, type FormOutcome } from 'shared/contracts';
import { sitePaths } from 'shared/site';
import { Button, focusRing, media, visuallyHidden } from 'shared/ui';
import {
  COURSE_OPTIONS,
  FORM_BACK_FIELD,
  PLAN_OPTIONS,
  WAITLIST_FIELDS,
  WAITLIST_NOTICE,
  checkWaitlist,
  postWaitlist,
  waitlistOutcome,
  type WaitlistField,
  type WaitlistValues,
} from './waitlist-rules';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
    .full {
      grid-column: 1 / -1;
    }
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  input,
  select {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 2px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSize.md};
    ${({ theme }) => focusRing(theme)};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

const Message = styled.div<{ tone: 'error' | 'success' }>`
  border-left: 6px solid ${({ theme, tone }) => (tone === 'error' ? theme.color.danger : theme.color.success)};
  background: ${({ theme, tone }) => (tone === 'error' ? theme.color.dangerSoft : theme.color.successSoft)};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-weight: 600;
  p {
    margin: 0;
  }
`;

type State =
  | { readonly kind: 'idle' | 'sending' }
  | { readonly kind: 'error'; readonly messages: readonly string[]; readonly invalid: readonly WaitlistField[] }
  | { readonly kind: 'sent'; readonly message: string };

const LABELS: Record<WaitlistField, string> = {
  name: 'Your name',
  email: 'E-mail',
  grade: 'Student grade',
  course: 'Course',
  plan: 'Plan',
};

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

  const read = (form: HTMLFormElement): WaitlistValues =>
    Object.fromEntries(
      WAITLIST_FIELDS.map((field) => [field, (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '']),
    ) as WaitlistValues;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const form = event.currentTarget;
    setAttempt((n) => n + 1);
    const checked = checkWaitlist(read(form));
    if (!checked.ok) {
      setState({ kind: 'error', messages: checked.messages, invalid: checked.invalid });
      (form.elements.namedItem(checked.invalid[0] ?? 'name') as HTMLElement | null)?.focus();
      return;
    }
    setState({ kind: 'sending' });
    const reply = await postWaitlist(form);
    if (!reply.ok) return setState({ kind: 'error', messages: [reply.message, 'What you typed is still in the form.'], invalid: [] });
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
      {LABELS[field]} <span aria-hidden="true">*</span>
    </label>
  );
  const select = (field: 'course' | 'plan', options: readonly { value: string; label: string }[]) => (
    <div>
      {label(field)}
      <select {...props(field)}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Form ref={formRef} method="post" action={formPath('waitlist')} noValidate onSubmit={onSubmit} aria-label="Waitlist form">
      <input type="hidden" name={FORM_BACK_FIELD} value={pathname} />
      {state.kind === 'error' ? (
        <Message tone="error" role="alert" key={attempt} className="full">
          {state.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Message>
      ) : null}
      <div>
        {label('name')}
        <input {...props('name')} type="text" autoComplete="name" />
      </div>
      <div>
        {label('email')}
        <input {...props('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      </div>
      <div>
        {label('grade')}
        <input {...props('grade')} type="text" autoComplete="off" maxLength={40} />
      </div>
      {select('course', COURSE_OPTIONS)}
      {select(
        'plan',
        PLAN_OPTIONS.map((plan) => ({ value: plan, label: plan })),
      )}
      {/* A trap for bots, hidden from people and assistive technology: the server keeps nothing that fills it. */}
      <span aria-hidden="true" css={visuallyHidden}>
        <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </span>
      <p className="full" css={{ margin: 0 }}>
        {WAITLIST_NOTICE} <Link to={sitePaths.privacyPolicy}>Privacy Policy</Link>
      </p>
      <div className="full">
        <Button type="submit" variant="accent">
          {state.kind === 'sending' ? 'Sending…' : 'Join the waitlist'}
        </Button>
      </div>
      <div role="status" className="full">
        {state.kind === 'sent' ? (
          <Message tone="success">
            <p>{state.message}</p>
          </Message>
        ) : null}
      </div>
    </Form>
  );
}
