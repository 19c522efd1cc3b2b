import type { ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Link } from 'shared/router';
import { HONEYPOT_FIELD } from 'shared/contracts';
import { useLingui } from 'shared/i18n';
import { sitePaths } from 'shared/site';
import { Button, visuallyHidden } from 'shared/ui';
import { Field, FormActions, FormNote, Required } from 'shared/ui/forms';

/**
 * The pieces every checked visitor form of this package (the course registration, the partnership
 * enquiry, the contact form's intro) draws the same way: the notice with the privacy policy's link
 * and the required-fields sentence above the form, the consent box, the bots' trap and the send button.
 */

/** The privacy notice (in the page's language) with the policy's link, and the sentence on required fields. */
export function FormIntro({ notice }: { readonly notice: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <FormNote>
        {notice} <Link to={sitePaths.privacyPolicy}>{i18n._('form.privacyPolicy')}</Link>
      </FormNote>
      <p>
        {/* One sentence with the mark inside it, wherever each language puts it. */}
        <Trans id="form.requiredFields" components={{ 0: <Required aria-hidden="true" />, 1: <span css={visuallyHidden} /> }} />
      </p>
    </>
  );
}

/** The required consent box, its text beside it, and its hint when in error. `input` carries the box's id, name and state. */
export function ConsentField({
  input,
  value,
  checked,
  text,
  hint,
}: {
  readonly input: { readonly id: string; readonly name: string } & Record<string, unknown>;
  readonly value: string;
  readonly checked: boolean;
  readonly text: string;
  readonly hint: ReactNode;
}) {
  return (
    <Field className="full">
      <label htmlFor={input.id} css={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
        <input {...input} type="checkbox" value={value} defaultChecked={checked} css={{ width: 'auto', marginTop: '0.3rem' }} />
        <span>
          {text}
          <Required aria-hidden="true">*</Required>
        </span>
      </label>
      {hint}
    </Field>
  );
}

/** A trap for bots: hidden from people and assistive technology; the server keeps nothing that fills it. */
export function BotTrap({ id }: { readonly id: string }) {
  const { i18n } = useLingui();
  return (
    <div aria-hidden="true" css={visuallyHidden}>
      <label htmlFor={id}>{i18n._('form.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The send button: says it is sending (and is marked busy, not disabled, so it keeps its focus) while a send is under way. */
export function SendButton({ sending, label }: { readonly sending: boolean; readonly label: string }) {
  const { i18n } = useLingui();
  return (
    <FormActions className="full">
      <Button type="submit" aria-disabled={sending || undefined}>
        {sending ? i18n._('form.sending') : label}
      </Button>
    </FormActions>
  );
}
