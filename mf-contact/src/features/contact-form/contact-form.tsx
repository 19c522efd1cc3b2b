import { useId, useMemo, useRef, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'shared/router';
import { FORM_BACK_FIELD, FORM_LOCALE_FIELD, formAction, formOutcomeId, localePath, type FormOutcome, type Locale } from 'shared/contracts';
import { useWords } from '../../i18n';
import { CONTACT_EMAIL } from 'shared/site';
import { Button } from 'shared/ui';
import { Field, FieldHint, FormActions, FormAlert, FormGrid, FormStatus, Required, formTokens } from 'shared/ui/forms';
import { BotTrap, FormIntro } from '../../components/form-parts';
import { useCheckedForm } from '../../components/form-state';
import { sharedFormWords } from '../../components/form-words';
import { CONTACT_SUBJECTS } from '../../../contract/subjects';
import { subjectLabel } from './subject-label';
import { EMPTY_VALUES, contactValues, type ContactField, type ContactFormValues } from './form-rules';
import { subjectFromQuery } from './subject-from-query';
import { useFormDraft } from './use-form-draft';

/** The values a script-free post brought back (what the visitor typed), as the form's fields. */
function valuesOf(outcome: FormOutcome | undefined): ContactFormValues | null {
  if (!outcome || outcome.form !== 'contact' || outcome.ok) return null;
  return contactValues((field) => outcome.values[field] ?? '');
}

/**
 * The check before sending (valibot and the schema the server uses) and what it says are not needed
 * to show or fill the form, so they load on the first edit, ready by the time of the send, and stay
 * out of the page's first load. webpack keeps the one promise, so calling this again costs nothing.
 */
const loadCheck = (locale: Locale) =>
  import('./contact-check').then((check) => check.prepareCheck(locale).then(() => check.validateContactForm));

/**
 * The contact form: a real POST form to the shell's /forms/contact, which the contact server stores.
 * Without script (or before it runs) the browser posts it and the shell renders this page again with
 * `formOutcome`: the message, and on failure what the visitor typed. With script it checks itself
 * first (noValidate, so the spec's messages rather than the browser's), sends the same body, and
 * clears the fields only once the server has stored it; on any failure the text stays.
 */
export function ContactForm({ formOutcome, locale = 'en' }: { readonly formOutcome?: FormOutcome; readonly locale?: Locale }) {
  const { i18n } = useWords();
  const shared = sharedFormWords(i18n);
  const id = useId();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const linkSubject = subjectFromQuery(searchParams);
  const posted = useMemo(() => valuesOf(formOutcome), [formOutcome]);
  const rendered = useMemo<ContactFormValues>(() => posted ?? { ...EMPTY_VALUES, subject: linkSubject ?? '' }, [posted, linkSubject]);
  const formRef = useRef<HTMLFormElement>(null);
  const { onEdit, reset, read } = useFormDraft(formRef, { rendered, fromPost: posted !== null, linkSubject });
  const {
    state: outcome,
    attempt,
    hints,
    onEdit: onFieldEdit,
    onSubmit,
  } = useCheckedForm<ContactField>({
    form: 'contact',
    formOutcome,
    locale,
    loadCheck: (language) => loadCheck(language).then((validate) => (_form, checkedIn) => validate(read(), checkedIn)),
    onStored: reset,
  });

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const hintId = (field: ContactField) => `hint-${id}-${field}`;
  const alertId = formOutcomeId('contact');

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    onEdit();
    onFieldEdit((event.target as HTMLInputElement).name as ContactField);
  };

  const fieldProps = (field: ContactField) => ({ id: fieldId(field), name: field, defaultValue: rendered[field] });

  const requiredProps = (field: 'name' | 'email' | 'message') => {
    const inError = hints[field] !== undefined;
    return {
      required: true,
      'aria-required': true,
      'aria-invalid': inError || undefined,
      'aria-describedby': inError ? `${hintId(field)} ${alertId}` : undefined,
    } as const;
  };

  const hint = (field: 'name' | 'email' | 'message') => {
    const text = hints[field];
    return text === undefined ? null : <FieldHint id={hintId(field)}>{text}</FieldHint>;
  };

  const alert = outcome.kind === 'error' ? outcome.messages : outcome.kind === 'failed' ? [outcome.message, shared.typedKept] : null;

  return (
    <div>
      <FormIntro notice={i18n._('form.notice', { email: CONTACT_EMAIL.display })} />
      <FormGrid
        ref={formRef}
        method="post"
        action={formAction('contact')}
        noValidate
        onSubmit={onSubmit}
        onFocus={formTokens.prepare}
        onChange={onChange}
        aria-label={i18n._('form.label')}
      >
        {/* The router's paths leave out the language's prefix; a script-free post comes back to this page in its language. */}
        <input type="hidden" name={FORM_BACK_FIELD} value={localePath(locale, pathname)} />
        <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
        {alert ? <FormAlert messages={alert} id={alertId} key={attempt} className="full" /> : null}
        <Field>
          <label htmlFor={fieldId('name')}>
            {i18n._('form.name')}
            <Required aria-hidden="true">*</Required>
          </label>
          <input {...fieldProps('name')} {...requiredProps('name')} type="text" autoComplete="name" />
          {hint('name')}
        </Field>
        <Field>
          <label htmlFor={fieldId('email')}>
            {shared.email}
            <Required aria-hidden="true">*</Required>
          </label>
          <input
            {...fieldProps('email')}
            {...requiredProps('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
          />
          {hint('email')}
        </Field>
        <Field>
          <label htmlFor={fieldId('phone')}>{i18n._('form.phone')}</label>
          <input {...fieldProps('phone')} type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
        <Field>
          <label htmlFor={fieldId('subject')}>{i18n._('form.subject')}</label>
          <select {...fieldProps('subject')}>
            <option value="">{i18n._('form.subjectPlaceholder')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subjectLabel(i18n, subject)}
              </option>
            ))}
          </select>
        </Field>
        <Field className="full">
          <label htmlFor={fieldId('message')}>
            {i18n._('form.message')}
            <Required aria-hidden="true">*</Required>
          </label>
          <textarea {...fieldProps('message')} {...requiredProps('message')} rows={6} />
          {hint('message')}
        </Field>
        <BotTrap id={fieldId('website' as ContactField)} />
        <FormActions className="full">
          <Button type="submit" aria-disabled={outcome.kind === 'sending' || undefined}>
            {outcome.kind === 'sending' ? shared.sending : i18n._('form.send')}
          </Button>
          <p>{i18n._('form.draftKept')}</p>
        </FormActions>
        <FormStatus
          message={outcome.kind === 'sent' ? outcome.message : null}
          id={alert ? undefined : formOutcomeId('contact')}
          className="full"
        />
      </FormGrid>
    </div>
  );
}
