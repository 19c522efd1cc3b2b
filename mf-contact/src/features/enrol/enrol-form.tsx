import { useMemo } from 'react';
import type { CourseFacts, FormOutcome, Locale } from 'shared/contracts';
import { useWords } from '../../i18n';
import { sharedFormWords } from '../../components/form-words';
import { CONTACT_EMAIL } from 'shared/site';
import { Field } from 'shared/ui/forms';
import { EMAIL_INPUT, PHONE_INPUT } from '../../components/form-parts';
import { VisitorForm, useVisitorForm } from '../../components/visitor-form';
import { SCHOOL_GRADES, startMonths } from '../../../contract/registration-rules';
import { EMPTY_ENROL, monthLabel, postedValues, readValues, type EnrolField } from './fields';

/**
 * The check before sending (valibot and the contract's registration rules) is not needed to show or
 * fill the form: it loads on the first edit, ready by the time of the send, outside the first load.
 */
const loadCheck = (locale: Locale) =>
  import('./enrol-check').then((check) =>
    check.prepareCheck(locale).then(() => (form: HTMLFormElement, language: Locale) => check.checkEnrolForm(readValues(form), language)),
  );

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
  const { i18n } = useWords();
  const months = useMemo(() => startMonths(now ?? new Date()), [now]);
  const { rendered, parts, frame } = useVisitorForm<EnrolField, typeof EMPTY_ENROL>({
    form: 'registration',
    formOutcome,
    locale,
    postedValues,
    empty: EMPTY_ENROL,
    loadCheck,
  });
  const { a11y, hint, label, input } = parts;

  return (
    <VisitorForm
      frame={frame}
      notice={i18n._('registration.notice', { email: CONTACT_EMAIL.display })}
      label={i18n._('enrol.formLabel')}
      consent={i18n._('enrol.consent')}
      consented={rendered.consent}
      send={i18n._('enrol.send')}
    >
      <input type="hidden" name="course" value={course.id} />
      {input('childName', i18n._('enrol.childName'), rendered.childName, { type: 'text', autoComplete: 'off' })}
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
      {input('parentName', i18n._('enrol.parentName'), rendered.parentName, { type: 'text', autoComplete: 'name' })}
      {input('phone', i18n._('enrol.phone'), rendered.phone, PHONE_INPUT)}
      {input('email', sharedFormWords(i18n).email, rendered.email, EMAIL_INPUT)}
      <Field>
        {label('startMonth', i18n._('enrol.startMonth'))}
        <select {...a11y('startMonth')} defaultValue={months.includes(rendered.startMonth) ? rendered.startMonth : ''}>
          <option value="">{i18n._('enrol.startMonthPlaceholder')}</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {monthLabel(month, i18n)}
            </option>
          ))}
        </select>
        {hint('startMonth')}
      </Field>
    </VisitorForm>
  );
}
