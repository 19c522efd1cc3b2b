import type { InputHTMLAttributes, ReactNode } from 'react';
import { Link } from 'shared/router';
import { HONEYPOT_FIELD } from 'shared/contracts';
import { useWords } from '../i18n';
import { sitePaths } from 'shared/site';
import { Button, visuallyHidden } from 'shared/ui';
import { Field, FieldHint, FormActions, FormNote, Required } from 'shared/ui/forms';

/**
 * The pieces every checked visitor form of this package (the course registration, the partnership
 * enquiry, the contact form's intro) draws the same way: the notice with the privacy policy's link
 * and the required-fields sentence above the form, the consent box, the bots' trap and the send button.
 */

/**
 * The required-fields sentence with its two marked parts drawn: `<0>…</0>` as the asterisk (hidden
 * from screen readers) and `<1>…</1>` as words only they read. Lingui's <Trans> drew it the same, but
 * its tag parser weighs about 1.3 KiB gzip in every page's chunk for this one sentence (issue 39's
 * budget for the i18n runtime). A tag the sentence does not use, or none, leaves its text as it is.
 */
function withMarks(sentence: string): ReactNode[] {
  const parts = sentence.split(/<([01])>(.*?)<\/\1>/);
  const drawn: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    const text = parts[i];
    if (text) drawn.push(text);
    const [tag, inner] = [parts[i + 1], parts[i + 2]];
    if (tag === '0')
      drawn.push(
        <Required key={i} aria-hidden="true">
          {inner}
        </Required>,
      );
    else if (tag === '1')
      drawn.push(
        <span key={i} css={visuallyHidden}>
          {inner}
        </span>,
      );
  }
  return drawn;
}

/** The privacy notice (in the page's language) with the policy's link, and the sentence on required fields. */
export function FormIntro({ notice }: { readonly notice: string }) {
  const { i18n } = useWords();
  return (
    <>
      <FormNote>
        {notice} <Link to={sitePaths.privacyPolicy}>{i18n._('form.privacyPolicy')}</Link>
      </FormNote>
      <p>
        {/* One sentence with the mark inside it, wherever each language puts it. */}
        {withMarks(i18n._('form.requiredFields'))}
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
  // Not a Field: its rule for inputs (a full-width text box) would outrank this box's own size.
  return (
    <div className="full" css={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', minWidth: 0 }}>
      <label htmlFor={input.id} css={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start', fontWeight: 600 }}>
        <input
          {...input}
          type="checkbox"
          value={value}
          defaultChecked={checked}
          css={{ width: '1.25rem', height: '1.25rem', flex: 'none', marginTop: '0.15rem' }}
        />
        <span>
          {text}
          <Required aria-hidden="true">*</Required>
        </span>
      </label>
      {hint}
    </div>
  );
}

/** A trap for bots: hidden from people and assistive technology; the server keeps nothing that fills it. */
export function BotTrap({ id }: { readonly id: string }) {
  const { i18n } = useWords();
  return (
    <div aria-hidden="true" css={visuallyHidden}>
      <label htmlFor={id}>{i18n._('form.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The send button: says it is sending (and is marked busy, not disabled, so it keeps its focus) while a send is under way. */
export function SendButton({ sending, label }: { readonly sending: boolean; readonly label: string }) {
  const { i18n } = useWords();
  return (
    <FormActions className="full">
      <Button type="submit" aria-disabled={sending || undefined}>
        {sending ? i18n._('form.sending') : label}
      </Button>
    </FormActions>
  );
}

/**
 * A checked form's per-field wiring: each field's id, its accessible state (required, invalid, described
 * by its hint and the form's alert), its hint when in error, and its label with the required mark or,
 * for an optional field, the word `optionalWord`.
 */
export function fieldParts<F extends string>({
  id,
  alertId,
  hints,
  optional = new Set<F>(),
  optionalWord = '',
}: {
  readonly id: string;
  readonly alertId: string;
  readonly hints: Partial<Record<F, string>>;
  readonly optional?: ReadonlySet<F>;
  readonly optionalWord?: string;
}) {
  const fieldId = (field: string) => `${id}-${field}`;
  const hintId = (field: F) => `hint-${id}-${field}`;
  const a11y = (field: F) => {
    const inError = hints[field] !== undefined;
    const required = !optional.has(field);
    return {
      id: fieldId(field),
      name: field,
      required,
      'aria-required': required || undefined,
      'aria-invalid': inError || undefined,
      'aria-describedby': inError ? `${hintId(field)} ${alertId}` : undefined,
    } as const;
  };
  const hint = (field: F) => {
    const text = hints[field];
    return text === undefined ? null : <FieldHint id={hintId(field)}>{text}</FieldHint>;
  };
  const label = (field: F, text: string) => (
    <label htmlFor={fieldId(field)}>
      {text}
      {optional.has(field) ? <span className="muted"> ({optionalWord})</span> : <Required aria-hidden="true">*</Required>}
    </label>
  );
  return {
    fieldId,
    a11y,
    hint,
    label,
    /** A one-line field whole: its label, the input wired as above showing `value`, and its hint. */
    input: (field: F, text: string, value: string, attributes: InputHTMLAttributes<HTMLInputElement>) => (
      <Field>
        {label(field, text)}
        <input {...a11y(field)} defaultValue={value} {...attributes} />
        {hint(field)}
      </Field>
    ),
  };
}

/** What a mobile number's and an e-mail address's inputs are, on every form that asks for them. */
export const PHONE_INPUT = { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } as const;
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false } as const;
