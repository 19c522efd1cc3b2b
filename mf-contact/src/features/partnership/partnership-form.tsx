import { INSTITUTION_KINDS, PARTNERSHIP_LABS, type FormOutcome, type Locale } from 'shared/contracts';
import { useLingui } from 'shared/i18n';
import { sharedFormWords } from '../../components/form-words';
import { CONTACT_EMAIL } from 'shared/site';
import { Field } from 'shared/ui/forms';
import { VisitorForm, useVisitorForm } from '../../components/visitor-form';
import { institutionKindName } from '../../../contract/forms';
import { LAB_CHECKED, labField } from '../../../contract/partnership-rules';
import { EMPTY_PARTNERSHIP, postedValues, readValues, type PartnershipField } from './fields';

/** The check before sending loads on the first edit, outside the page's first load. */
const loadCheck = () =>
  import('./partnership-check').then(
    (check) => (form: HTMLFormElement, language: Locale) => check.checkPartnershipForm(readValues(form), language),
  );

/** The fields a visitor may leave empty. */
const OPTIONAL: ReadonlySet<PartnershipField> = new Set(['role', 'message']);

/**
 * The partnership enquiry form (issue 40, point 3): a real POST form to the shell's
 * /forms/partnership, which the contact server stores. Without script the browser posts it and the
 * shell renders this page again with `formOutcome` (the server's answer with the reference, or on
 * failure what was typed, labs included). With script it checks itself first with the contract's
 * rules, sends the same body, and empties the fields only once the server has stored it.
 */
export function PartnershipForm({ formOutcome, locale = 'en' }: { readonly formOutcome?: FormOutcome; readonly locale?: Locale }) {
  const { i18n } = useLingui();
  const { rendered, parts, frame } = useVisitorForm<PartnershipField, typeof EMPTY_PARTNERSHIP>({
    form: 'partnership',
    formOutcome,
    locale,
    postedValues,
    empty: EMPTY_PARTNERSHIP,
    loadCheck,
    optional: OPTIONAL,
    optionalWord: i18n._('partnership.optional'),
  });
  const { fieldId, a11y, hint, label } = parts;
  const id = fieldId('labs');

  return (
    <VisitorForm
      frame={frame}
      notice={i18n._('partnership.notice', { email: CONTACT_EMAIL.display })}
      label={i18n._('partnership.formLabel')}
      consent={i18n._('partnership.consent')}
      consented={rendered.consent}
      send={i18n._('partnership.send')}
    >
      <Field className="full">
        {label('institution', i18n._('partnership.institution'))}
        <input {...a11y('institution')} defaultValue={rendered.institution} type="text" autoComplete="organization" />
        {hint('institution')}
      </Field>
      <Field>
        {label('kind', i18n._('partnership.kind'))}
        <select {...a11y('kind')} defaultValue={rendered.kind}>
          <option value="">{i18n._('partnership.kindPlaceholder')}</option>
          {INSTITUTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {institutionKindName(kind, locale)}
            </option>
          ))}
        </select>
        {hint('kind')}
      </Field>
      <Field>
        {label('city', i18n._('partnership.city'))}
        <input {...a11y('city')} defaultValue={rendered.city} type="text" autoComplete="address-level2" />
        {hint('city')}
      </Field>
      <Field>
        {label('students', i18n._('partnership.students'))}
        <input {...a11y('students')} defaultValue={rendered.students} type="text" inputMode="numeric" autoComplete="off" />
        {hint('students')}
      </Field>
      <fieldset className="full" css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby={`${id}-note`}>
        <legend css={{ fontWeight: 600, marginBottom: '0.25rem' }}>{i18n._('partnership.labs')}</legend>
        <p id={`${id}-note`} css={{ margin: '0 0 0.5rem' }}>
          {i18n._('partnership.labsHint')}
        </p>
        <div css={{ display: 'grid', gap: '0.25rem 1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
          {PARTNERSHIP_LABS.map((lab) => (
            <label key={lab.id} htmlFor={fieldId(labField(lab.id))} css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <input
                id={fieldId(labField(lab.id))}
                name={labField(lab.id)}
                type="checkbox"
                value={LAB_CHECKED}
                defaultChecked={rendered.labs.includes(lab.id)}
                css={{ width: 'auto' }}
              />
              <span>{lab.name[locale]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <h3 className="full" css={{ fontSize: '1.125rem', margin: '0.5rem 0 0' }}>
        {i18n._('partnership.contactHeading')}
      </h3>
      <Field>
        {label('name', i18n._('partnership.name'))}
        <input {...a11y('name')} defaultValue={rendered.name} type="text" autoComplete="name" />
        {hint('name')}
      </Field>
      <Field>
        {label('role', i18n._('partnership.role'))}
        <input {...a11y('role')} defaultValue={rendered.role} type="text" autoComplete="organization-title" />
        {hint('role')}
      </Field>
      <Field>
        {label('phone', i18n._('partnership.phone'))}
        <input {...a11y('phone')} defaultValue={rendered.phone} type="tel" autoComplete="tel" inputMode="tel" />
        {hint('phone')}
      </Field>
      <Field>
        {label('email', sharedFormWords(i18n).email)}
        <input {...a11y('email')} defaultValue={rendered.email} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
        {hint('email')}
      </Field>
      <Field className="full">
        {label('message', i18n._('partnership.message'))}
        <textarea {...a11y('message')} defaultValue={rendered.message} rows={4} />
        {hint('message')}
      </Field>
    </VisitorForm>
  );
}
