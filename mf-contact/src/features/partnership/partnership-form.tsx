import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'shared/router';
import {
  FORM_BACK_FIELD,
  FORM_LOCALE_FIELD,
  HONEYPOT_FIELD,
  INSTITUTION_KINDS,
  PARTNERSHIP_LABS,
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
import { institutionKindName } from '../../../contract/forms';
import { LAB_CHECKED, labField } from '../../../contract/partnership-rules';
import { EMPTY_PARTNERSHIP, postedValues, readValues, type PartnershipField } from './fields';

/** The value the consent box sends when ticked (the contract's PARTNERSHIP_CONSENT). */
const CONSENT_VALUE = 'yes';

/** The check before sending loads on the first edit, outside the page's first load. */
const loadCheck = () => import('./partnership-check');

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
  const id = useId();
  const { pathname } = useLocation();
  const posted = useMemo(() => postedValues(formOutcome), [formOutcome]);
  const rendered = posted ?? EMPTY_PARTNERSHIP;
  const [generation, setGeneration] = useState(0);
  const {
    state: outcome,
    attempt,
    hints,
    onEdit,
    onSubmit,
  } = useCheckedForm<PartnershipField>({
    form: 'partnership',
    formOutcome,
    locale,
    loadCheck: () => loadCheck().then((check) => (form, language) => check.checkPartnershipForm(readValues(form), language)),
    onStored: () => setGeneration((n) => n + 1),
  });

  const alertId = formOutcomeId('partnership');
  const { fieldId, a11y, hint, label } = fieldParts<PartnershipField>({
    id,
    alertId,
    hints,
    optional: OPTIONAL,
    optionalWord: i18n._('partnership.optional'),
  });

  const onChange = (event: FormEvent<HTMLFormElement>) => onEdit((event.target as HTMLInputElement).name as PartnershipField);

  const alert =
    outcome.kind === 'error' ? outcome.messages : outcome.kind === 'failed' ? [outcome.message, i18n._('form.typedKept')] : null;

  return (
    <div>
      <FormIntro notice={i18n._('partnership.notice', { email: CONTACT_EMAIL.display })} />
      <FormGrid
        key={generation}
        method="post"
        action={formAction('partnership')}
        noValidate
        onSubmit={onSubmit}
        onFocus={formTokens.prepare}
        onChange={onChange}
        aria-label={i18n._('partnership.formLabel')}
      >
        <input type="hidden" name={FORM_BACK_FIELD} value={localePath(locale, pathname)} />
        <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
        {alert ? <FormAlert messages={alert} id={alertId} key={attempt} className="full" /> : null}
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
        <fieldset className="full" css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby={`${id}-labs-note`}>
          <legend css={{ fontWeight: 600, marginBottom: '0.25rem' }}>{i18n._('partnership.labs')}</legend>
          <p id={`${id}-labs-note`} css={{ margin: '0 0 0.5rem' }}>
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
          {label('email', i18n._('form.email'))}
          <input {...a11y('email')} defaultValue={rendered.email} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
          {hint('email')}
        </Field>
        <Field className="full">
          {label('message', i18n._('partnership.message'))}
          <textarea {...a11y('message')} defaultValue={rendered.message} rows={4} />
          {hint('message')}
        </Field>
        <ConsentField
          input={a11y('consent')}
          value={CONSENT_VALUE}
          checked={rendered.consent === CONSENT_VALUE}
          text={i18n._('partnership.consent')}
          hint={hint('consent')}
        />
        <BotTrap id={fieldId(HONEYPOT_FIELD)} />
        <SendButton sending={outcome.kind === 'sending'} label={i18n._('partnership.send')} />
      </FormGrid>
      {/* Outside the form, which starts afresh once an enquiry is stored: the live region stays mounted to announce it. */}
      <FormStatus message={outcome.kind === 'sent' ? outcome.message : null} id={alert ? undefined : alertId} />
    </div>
  );
}
