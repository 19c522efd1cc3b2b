import { INSTITUTION_KINDS, PARTNERSHIP_LABS, type FormOutcome, type Locale } from 'shared/contracts';
import { useWords } from '../../i18n';
import { sharedFormWords } from '../../components/form-words';
import { CONTACT_EMAIL } from 'shared/site';
import { Field } from 'shared/ui/forms';
import { EMAIL_INPUT, PHONE_INPUT } from '../../components/form-parts';
import { VisitorForm, useVisitorForm } from '../../components/visitor-form';
import { institutionKindName } from '../../../contract/institution-kinds';
import { LAB_CHECKED, labField } from '../../../contract/partnership-rules';
import { EMPTY_PARTNERSHIP, postedValues, readValues, type PartnershipField } from './fields';

/** The check before sending loads on the first edit, outside the page's first load. */
const loadCheck = (locale: Locale) =>
  import('./partnership-check').then((check) =>
    check
      .prepareCheck(locale)
      .then(() => (form: HTMLFormElement, language: Locale) => check.checkPartnershipForm(readValues(form), language)),
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
  const { i18n } = useWords();
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
  const { fieldId, a11y, hint, label, input } = parts;
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
      {input('city', i18n._('partnership.city'), rendered.city, { type: 'text', autoComplete: 'address-level2' })}
      {input('students', i18n._('partnership.students'), rendered.students, { type: 'text', inputMode: 'numeric', autoComplete: 'off' })}
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
      {input('name', i18n._('partnership.name'), rendered.name, { type: 'text', autoComplete: 'name' })}
      {input('role', i18n._('partnership.role'), rendered.role, { type: 'text', autoComplete: 'organization-title' })}
      {input('phone', i18n._('partnership.phone'), rendered.phone, PHONE_INPUT)}
      {input('email', sharedFormWords(i18n).email, rendered.email, EMAIL_INPUT)}
      <Field className="full">
        {label('message', i18n._('partnership.message'))}
        <textarea {...a11y('message')} defaultValue={rendered.message} rows={4} />
        {hint('message')}
      </Field>
    </VisitorForm>
  );
}
