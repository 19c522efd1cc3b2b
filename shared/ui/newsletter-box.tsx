import { useId, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
// Not part of the shared `shared/ui` singleton (the shell never shows it, so main.js should not carry
// it): remotes import it as `shared/ui/newsletter-box` and bundle it, borrowing the singleton's pieces.
import { Button, focusRing } from 'shared/ui';
import { INVALID_EMAIL_MESSAGE, MISSING_EMAIL_MESSAGE, isValidEmail } from '../lib';
import { CONTACT_EMAIL } from '../site';

export interface NewsletterBoxProps {
  readonly heading?: string;
  readonly description?: string;
  /** `inverse` for dark bands. */
  readonly tone?: 'plain' | 'inverse';
}

export type NewsletterOutcome = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'checked'; email: string };

/** Pure rule of the box, shared by its test and its component. */
export function checkNewsletterEmail(raw: string): NewsletterOutcome {
  const email = raw.trim();
  if (!email) return { kind: 'error', message: MISSING_EMAIL_MESSAGE };
  if (!isValidEmail(email)) return { kind: 'error', message: INVALID_EMAIL_MESSAGE };
  return { kind: 'checked', email };
}

const Box = styled.section<{ tone: 'plain' | 'inverse' }>`
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme, tone }) => (tone === 'inverse' ? theme.color.inverseSurface : theme.color.primarySoft)};
  color: ${({ theme, tone }) => (tone === 'inverse' ? theme.color.inverseText : theme.color.text)};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
  input {
    flex: 1 1 14rem;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    ${({ theme }) => focusRing(theme)};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  .newsletter-message {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-weight: 600;
  }
`;

/**
 * The newsletter sign-up box used on several pages. The spec gives it no submit action, so it checks
 * the address and says plainly that nothing was sent and how to join instead; it never reloads.
 */
export function NewsletterBox({
  heading = 'Subscribe to our newsletter',
  description = 'Programme launches, competitions and camps, once a month.',
  tone = 'plain',
}: NewsletterBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<NewsletterOutcome>({ kind: 'idle' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = checkNewsletterEmail(value);
    setOutcome(next);
    if (next.kind === 'error') inputRef.current?.focus();
  };

  const messageId = `${id}-message`;
  const errorColor = tone === 'inverse' ? '#fecaca' : '#b91c1c';
  return (
    <Box tone={tone} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{description}</p>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-email`} css={{ flexBasis: '100%', fontWeight: 600 }}>
          E-mail address <span aria-hidden="true">*</span>
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-required="true"
          aria-invalid={outcome.kind === 'error'}
          aria-describedby={outcome.kind === 'idle' ? undefined : messageId}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (outcome.kind === 'error') setOutcome({ kind: 'idle' });
          }}
          placeholder="you@example.com"
        />
        <Button type="submit" variant="accent">
          Subscribe
        </Button>
      </form>
      {outcome.kind === 'error' ? (
        <p id={messageId} role="alert" className="newsletter-message" css={{ color: errorColor }}>
          {outcome.message}
        </p>
      ) : null}
      {outcome.kind === 'checked' ? (
        <p id={messageId} role="status" className="newsletter-message">
          Thank you. This box does not send your address anywhere yet: to join the list, e-mail{' '}
          <a href={`${CONTACT_EMAIL.href}?subject=Newsletter`} css={{ color: 'inherit' }}>
            {CONTACT_EMAIL.display}
          </a>{' '}
          with the subject “Newsletter”.
        </p>
      ) : null}
    </Box>
  );
}
