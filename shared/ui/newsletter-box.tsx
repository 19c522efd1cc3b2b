import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
// Not part of the shared `shared/ui` singleton (the shell never shows it, so main.js should not carry
// it): remotes import it as `shared/ui/newsletter-box` and bundle it, borrowing the singleton's pieces.
import { Button, visuallyHidden } from 'shared/ui';
import { Link, useLocation } from 'shared/router';
import {
  FORM_BACK_FIELD,
  FORM_LOCALE_FIELD,
  HONEYPOT_FIELD,
  formAction,
  formOutcomeId,
  type FormOutcome,
  type Locale,
  localePath,
} from '../contracts';
import { isValidEmail } from '../lib';
import { CONTACT_EMAIL, sitePaths } from '../site';
import { FormAlert, FormNote, FormStatus, fieldControl, formTokens, postForm, useAnswerInSight } from './forms';
import { emailMessages } from './forms/words';
import { newsletterWords } from './words';

export interface NewsletterBoxProps {
  readonly heading?: string;
  readonly description?: string;
  /** `inverse` for dark bands. */
  readonly tone?: 'plain' | 'inverse';
  /** The outcome of a script-free post, when the page is the shell's answer to one (PageProps.formOutcome). */
  readonly formOutcome?: FormOutcome;
  /** The page's language (PageProps.locale): the box's words, and the language the server answers and writes in. */
  readonly locale?: Locale;
}

export type NewsletterOutcome = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'checked'; email: string };

/** Pure rule of the box, shared by its test and its component (the contact server checks the same). */
export function checkNewsletterEmail(raw: string, locale?: Locale): NewsletterOutcome {
  const email = raw.trim();
  if (!email) return { kind: 'error', message: emailMessages(locale).missing };
  if (!isValidEmail(email)) return { kind: 'error', message: emailMessages(locale).invalid };
  return { kind: 'checked', email };
}

/** The box's short privacy notice (the contact server stores its version with each sign-up: mf-contact/contract/privacy-notice.ts). */
export function newsletterNotice(locale?: Locale): string {
  const i18n = newsletterWords.i18nFor(locale);
  return i18n._('ui.newsletter.notice', { email: CONTACT_EMAIL.display });
}
/** The notice in English. */
export const NEWSLETTER_NOTICE = newsletterNotice('en');

type BoxState = { kind: 'idle' | 'sending' } | { kind: 'error'; message: string } | { kind: 'sent'; message: string };

function stateOf(outcome: FormOutcome | undefined): BoxState {
  if (outcome?.form !== 'newsletter') return { kind: 'idle' };
  return outcome.ok ? { kind: 'sent', message: outcome.message } : { kind: 'error', message: outcome.message };
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
  input[type='email'] {
    ${({ theme }) => fieldControl(theme)};
    flex: 1 1 14rem;
    width: auto;
  }
  [role='alert'],
  [role='status'] > div {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * The newsletter sign-up box used on several pages: a POST form to the shell's /forms/newsletter,
 * which the contact server stores. Without script the browser posts it and the page comes back with
 * `formOutcome`; with script it checks the address, sends the same body, and clears the field only
 * once the server has stored it. The field is the browser's own, so an address typed before the
 * scripts run stays.
 */
export function NewsletterBox({ heading, description, tone = 'plain', formOutcome, locale = 'en' }: NewsletterBoxProps) {
  // An instance per render of the box's own catalog (English until the page prepared `uiWords` in its language).
  const i18n = useMemo(() => newsletterWords.i18nFor(locale), [locale]);
  const id = useId();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<BoxState>(() => stateOf(formOutcome));
  const typed = formOutcome?.form === 'newsletter' && !formOutcome.ok ? (formOutcome.values.email ?? '') : '';
  const messageId = `${id}-message`;
  // The server's answer is brought into sight: under a button at the screen's bottom edge it can be off it.
  const answered = useAnswerInSight(messageId);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const form = event.currentTarget;
    const checked = checkNewsletterEmail(inputRef.current?.value ?? '', locale);
    if (checked.kind === 'error') {
      setState(checked);
      inputRef.current?.focus();
      return;
    }
    setState({ kind: 'sending' });
    const reply = await postForm('newsletter', form);
    answered();
    if (!reply.ok) return setState({ kind: 'error', message: reply.message });
    if (inputRef.current) inputRef.current.value = '';
    setState({ kind: 'sent', message: reply.message });
  };

  return (
    <Box tone={tone} aria-labelledby={`${id}-heading`} id={formOutcomeId('newsletter')}>
      <h2 id={`${id}-heading`}>{heading ?? i18n._('ui.newsletter.heading')}</h2>
      <p>{description ?? i18n._('ui.newsletter.description')}</p>
      <form method="post" action={formAction('newsletter')} onSubmit={onSubmit} onFocus={formTokens.prepare} noValidate>
        {/* The router's paths leave out the language's prefix; a script-free post comes back to this page in its language. */}
        <input type="hidden" name={FORM_BACK_FIELD} value={localePath(locale, pathname)} />
        <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
        <label htmlFor={`${id}-email`} css={{ flexBasis: '100%', fontWeight: 600 }}>
          {i18n._('ui.newsletter.emailLabel')} <span aria-hidden="true">*</span>
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-required="true"
          aria-invalid={state.kind === 'error'}
          aria-describedby={state.kind === 'error' || state.kind === 'sent' ? messageId : undefined}
          defaultValue={typed}
          onChange={() => {
            if (state.kind === 'error' || state.kind === 'sent') setState({ kind: 'idle' });
          }}
          placeholder="you@example.com"
        />
        {/* A trap for bots, hidden from people and assistive technology: the server keeps nothing that fills it. */}
        <span aria-hidden="true" css={visuallyHidden}>
          <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </span>
        <Button type="submit" variant="accent">
          {state.kind === 'sending' ? i18n._('ui.newsletter.subscribing') : i18n._('ui.newsletter.subscribe')}
        </Button>
      </form>
      {/* The answer comes right under the button, before the notice: a script-free post lands on the box's
        top, and on a 375 x 700 phone an answer after the notice ran below the screen. */}
      {state.kind === 'error' ? <FormAlert id={messageId} messages={[state.message]} /> : null}
      <FormStatus message={state.kind === 'sent' ? state.message : null} messageId={messageId} />
      <FormNote>
        {newsletterNotice(locale)} <Link to={sitePaths.privacyPolicy}>{i18n._('ui.privacyPolicy')}</Link>
      </FormNote>
    </Box>
  );
}
