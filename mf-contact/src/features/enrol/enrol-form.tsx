import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'shared/router';
import {
  FORM_BACK_FIELD,
  FORM_LOCALE_FIELD,
  HONEYPOT_FIELD,
  formAction,
  formOutcomeId,
  localePath,
  type FormOutcome,
  type Locale,
} from 'shared/contracts';
import { useLingui } from 'shared/i18n';
import { CONTACT_EMAIL } from 'shared/site';
import { Field, FormAlert, FormGrid, FormStatus, formTokens } from 'shared/ui/forms';
import { useCheckedForm } from '../../components/form-state';
import { BotTrap, ConsentField, FormIntro, SendButton, fieldParts } from '../../components/form-parts';
import type { CourseFacts } from 'shared/contracts';
import { SCHOOL_GRADES, startMonths } from '../../../contract/registration-rules';
import { EMPTY_ENROL, monthLabel, postedValues, readValues, type EnrolField } from './fields';

/** The value the consent box sends when ticked (the contract's REGISTRATION_CONSENT, which lives with valibot). */
const CONSENT_VALUE = 'yes';

/**
 * The check before sending (valibot and the contract's registration rules) is not needed to show or
 * fill the form: it loads on the first edit, ready by the time of the send, outside the first load.
 */
const loadCheck = () => import('./enrol-check');

/**
 * The course registration form (issue 40): a real POST form to the shell's /forms/registration,
 * which the contact server stores. Without script the browser posts it and the shell renders this
 * page again with `formOutcome`: the server's message (with the registration's reference), and on
 * failure what the visitor typed. With script it checks itself first with the contract's rules
 * (noValidate, so the site's messages rather than the browser's), sends the same body, and clears
 * the fields only once the server has stored it.
 */
export function EnrolForm({
  course,
  formOutcome,
  locale = 'en',
  now,
}: {
  readonly course: CourseFacts;
  readonly formOutcome?: FormOutcome;
  readonly locale?: Locale;
  /** The moment the start months are counted from (tests pass one; the page, the time of rendering). */
  readonly now?: Date;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const { pathname } = useLocation();
  const posted = useMemo(() => postedValues(formOutcome), [formOutcome]);
  const rendered = posted ?? EMPTY_ENROL;
  const months = useMemo(() => startMonths(now ?? new Date()), [now]);
  // Changes the form's key after a stored registration, so every field starts empty again.
  const [generation, setGeneration] = useState(0);
  const {
    state: outcome,
    attempt,
    hints,
    onEdit,
    onSubmit,
  } = useCheckedForm<EnrolField>({
    form: 'registration',
    formOutcome,
    locale,
    loadCheck: () => loadCheck().then((check) => (form, language) => check.checkEnrolForm(readValues(form), language)),
    onStored: () => setGeneration((n) => n + 1),
  });

  const alertId = formOutcomeId('registration');
  const { fieldId, a11y, hint, label } = fieldParts<EnrolField>({ id, alertId, hints });

  const onChange = (event: FormEvent<HTMLFormElement>) => onEdit((event.target as HTMLInputElement).name as EnrolField);

  const alert =
    outcome.kind === 'error' ? outcome.messages : outcome.kind === 'failed' ? [outcome.message, i18n._('form.typedKept')] : null;

  return (
    <div>
      <FormIntro notice={i18n._('registration.notice', { email: CONTACT_EMAIL.display })} />
      <FormGrid
        key={generation}
        method="post"
        action={formAction('registration')}
        noValidate
        onSubmit={onSubmit}
        onFocus={formTokens.prepare}
        onChange={onChange}
        aria-label={i18n._('enrol.formLabel')}
      >
        <input type="hidden" name={FORM_BACK_FIELD} value={localePath(locale, pathname)} />
        <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
        <input type="hidden" name="course" value={course.id} />
        {alert ? <FormAlert messages={alert} id={alertId} key={attempt} className="full" /> : null}
        <Field>
          {label('childName', i18n._('enrol.childName'))}
          <input {...a11y('childName')} defaultValue={rendered.childName} type="text" autoComplete="off" />
          {hint('childName')}
        </Field>
        <Field>
          {label('grade', i18n._('enrol.grade'))}
          <select {...a11y('grade')} defaultValue={rendered.grade}>
            <option value="">{i18n._('enrol.gradePlaceholder')}</option>
            {SCHOOL_GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {i18n._('enrol.gradeOption', { grade })}
              </option>
            ))}
          </select>
          {hint('grade')}
        </Field>
        <Field>
          {label('parentName', i18n._('enrol.parentName'))}
          <input {...a11y('parentName')} defaultValue={rendered.parentName} type="text" autoComplete="name" />
          {hint('parentName')}
        </Field>
        <Field>
          {label('phone', i18n._('enrol.phone'))}
          <input {...a11y('phone')} defaultValue={rendered.phone} type="tel" autoComplete="tel" inputMode="tel" />
          {hint('phone')}
        </Field>
        <Field>
          {label('email', i18n._('form.email'))}
          <input {...a11y('email')} defaultValue={rendered.email} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
          {hint('email')}
        </Field>
        <Field>
          {label('startMonth', i18n._('enrol.startMonth'))}
          <select {...a11y('startMonth')} defaultValue={months.includes(rendered.startMonth) ? rendered.startMonth : ''}>
            <option value="">{i18n._('enrol.startMonthPlaceholder')}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {monthLabel(locale, month)}
              </option>
            ))}
          </select>
          {hint('startMonth')}
        </Field>
        <ConsentField
          input={a11y('consent')}
          value={CONSENT_VALUE}
          checked={rendered.consent === CONSENT_VALUE}
          text={i18n._('enrol.consent')}
          hint={hint('consent')}
        />
        <BotTrap id={fieldId(HONEYPOT_FIELD)} />
        <SendButton sending={outcome.kind === 'sending'} label={i18n._('enrol.send')} />
      </FormGrid>
      {/* Outside the form, which starts afresh once a registration is stored: the live region stays mounted to announce it. */}
      <FormStatus message={outcome.kind === 'sent' ? outcome.message : null} id={alert ? undefined : alertId} />
    </div>
  );
}
