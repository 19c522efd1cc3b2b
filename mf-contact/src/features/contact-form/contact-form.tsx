import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'shared/router';
import styled from '@emotion/styled';
import { CONTACT_EMAIL, CONTACT_PHONE } from 'shared/site';
import { MISSING_EMAIL_MESSAGE } from 'shared/lib';
import { media } from 'shared/ui';
import { Button, focusRing, visuallyHidden } from 'shared/ui';
import { CONTACT_SUBJECTS, SUBJECT_PLACEHOLDER } from '../../data/subjects';
import { SUCCESS_MESSAGE, validateContactForm, type ContactField, type ContactFormValues, type FieldProblem } from './form-rules';
import { subjectFromQuery } from './subject-from-query';
import { composeMailto } from './mailto';
import { useFormDraft } from './use-form-draft';

type Outcome =
  | { readonly kind: 'idle' }
  | { readonly kind: 'error'; readonly messages: readonly string[]; readonly problems: Partial<Record<ContactField, FieldProblem>> }
  | { readonly kind: 'sent'; readonly values: ContactFormValues };

/** What a field in error says beside itself, so the problem is not shown by colour alone. */
const FIELD_HINTS: Record<'name' | 'email' | 'message', Record<FieldProblem, string>> = {
  name: { missing: 'Please enter your name.', invalid: 'Please enter your name.' },
  email: { missing: MISSING_EMAIL_MESSAGE, invalid: 'Check this address: part of it seems to be missing.' },
  message: { missing: 'Please write your message.', invalid: 'Please write your message.' },
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
    .full {
      grid-column: 1 / -1;
    }
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 2px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    /* 16px or more: phones do not zoom into the field. */
    font: inherit;
    font-size: ${({ theme }) => theme.fontSize.md};
    ${({ theme }) => focusRing(theme)};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 0.15em;
`;

const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const Notice = styled.div<{ tone: 'error' | 'success' }>`
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme, tone }) => (tone === 'error' ? theme.color.danger : theme.color.success)};
  background: ${({ theme, tone }) => (tone === 'error' ? theme.color.dangerSoft : theme.color.successSoft)};
  color: ${({ theme }) => theme.color.text};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p:last-child {
    margin-bottom: 0;
  }
  .lead {
    font-weight: 700;
    color: ${({ theme, tone }) => (tone === 'error' ? theme.color.danger : theme.color.success)};
  }
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: 600;
  }
`;

const HonestNote = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primarySoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/**
 * The contact form. It validates itself (noValidate), so a visitor sees the spec's messages rather
 * than the browser's, and it sends nothing anywhere: on success it clears, and says honestly how to
 * make sure the message reaches a person.
 */
export function ContactForm() {
  const id = useId();
  const [searchParams] = useSearchParams();
  const { values, update, reset } = useFormDraft(subjectFromQuery(searchParams));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // Remounts the alert on every failed attempt, so a screen reader announces a repeated error too.
  const [attempt, setAttempt] = useState(0);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const hintId = (field: ContactField) => `${id}-${field}-hint`;
  const alertId = `${id}-alert`;
  const problems = outcome.kind === 'error' ? outcome.problems : {};

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    update(field, event.target.value);
    if (outcome.kind === 'sent') setOutcome({ kind: 'idle' });
    if (outcome.kind === 'error' && outcome.problems[field]) {
      const rest = { ...outcome.problems };
      delete rest[field];
      setOutcome({ ...outcome, problems: rest });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateContactForm(values);
    if (!result.ok) {
      setOutcome({ kind: 'error', messages: result.messages, problems: result.problems });
      setAttempt((n) => n + 1);
      fieldRefs.current[result.firstInvalid]?.focus();
      return;
    }
    reset();
    setOutcome({ kind: 'sent', values: result.values });
  };

  const register = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: onChange(field),
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[field] = element;
    },
  });

  const requiredProps = (field: 'name' | 'email' | 'message') => {
    const problem = problems[field];
    return {
      required: true,
      'aria-required': true,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${hintId(field)} ${alertId}` : undefined,
    } as const;
  };

  const hint = (field: 'name' | 'email' | 'message') => {
    const problem = problems[field];
    return problem ? <FieldHint id={hintId(field)}>{FIELD_HINTS[field][problem]}</FieldHint> : null;
  };

  return (
    <div>
      <HonestNote>
        This form does not send messages online yet: for a reply, please also call us on{' '}
        <a href={CONTACT_PHONE.href} css={{ whiteSpace: 'nowrap' }}>
          {CONTACT_PHONE.display}
        </a>{' '}
        or e-mail <a href={CONTACT_EMAIL.href}>{CONTACT_EMAIL.display}</a>.
      </HonestNote>
      <p>
        Fields marked <Required aria-hidden="true">*</Required>
        <span css={visuallyHidden}>with an asterisk</span> are required.
      </p>
      <Form noValidate onSubmit={onSubmit} aria-label="Contact form">
        {outcome.kind === 'error' ? (
          <Notice tone="error" role="alert" id={alertId} key={attempt} className="full">
            {outcome.messages.map((message, index) => (
              <p key={message} className={index === 0 ? 'lead' : undefined}>
                {message}
              </p>
            ))}
          </Notice>
        ) : null}
        <Field>
          <label htmlFor={fieldId('name')}>
            Name<Required aria-hidden="true">*</Required>
          </label>
          <input {...register('name')} {...requiredProps('name')} type="text" autoComplete="name" />
          {hint('name')}
        </Field>
        <Field>
          <label htmlFor={fieldId('email')}>
            E-mail<Required aria-hidden="true">*</Required>
          </label>
          <input
            {...register('email')}
            {...requiredProps('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
          />
          {hint('email')}
        </Field>
        <Field>
          <label htmlFor={fieldId('phone')}>Phone</label>
          <input {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
        <Field>
          <label htmlFor={fieldId('subject')}>Subject</label>
          <select {...register('subject')}>
            <option value="">{SUBJECT_PLACEHOLDER}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        </Field>
        <Field className="full">
          <label htmlFor={fieldId('message')}>
            Message<Required aria-hidden="true">*</Required>
          </label>
          <textarea {...register('message')} {...requiredProps('message')} rows={6} />
          {hint('message')}
        </Field>
        <Actions className="full">
          <Button type="submit">Send Message</Button>
          <p>Your draft is kept in this browser tab until you send it.</p>
        </Actions>
        {/* Always in the page, so assistive technology is listening before the message appears. */}
        <div role="status" className="full">
          {outcome.kind === 'sent' ? (
            <Notice tone="success">
              <p className="lead">{SUCCESS_MESSAGE}</p>
              <p>
                Please note: this website does not deliver form messages to our team yet. To be sure of a reply,{' '}
                <a href={composeMailto(CONTACT_EMAIL.display, outcome.values)}>send the same message from your e-mail app</a> or call us on{' '}
                <a href={CONTACT_PHONE.href} css={{ whiteSpace: 'nowrap' }}>
                  {CONTACT_PHONE.display}
                </a>
                .
              </p>
            </Notice>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
