/**
 * The forms through which a visitor sends something about themselves (an enquiry, a newsletter
 * sign-up, a waitlist request, a course registration, a partnership enquiry: issue 40). HTML first: each is a `<form method="post" action={formPath(name)}>`
 * on the shell's own origin, with a hidden `back` field naming the page it sits on. The shell's
 * server forwards the body to the contact server (mf-contact/server), which stores it and answers
 * JSON ({ ok, message }).
 *   - With script the page sends the same body with `accept: application/json` and gets that JSON.
 *   - Without script (or before it runs) the shell renders the `back` page again with the outcome in
 *     the page's props (`formOutcome`): the spec's message, and on failure what the visitor typed,
 *     so nothing is lost and nothing personal ever goes into a URL.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

export const FORM_NAMES = ['contact', 'newsletter', 'waitlist', 'registration', 'partnership'] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** Where a form posts on the shell's origin. */
export const formPath = (name: FormName): string => `/forms/${name}`;

/** The element that shows a form's outcome (its alert, or else its status), one per page. */
export const formOutcomeId = (name: FormName): string => `${name}-form-outcome`;

/**
 * A form's `action`: its path, with the outcome's id as the fragment, so a script-free post's answer
 * opens scrolled to what it says (sent, or what to fix) rather than at the top of the page, where a
 * visitor on a phone would not see it. The fragment never reaches a server.
 */
export const formAction = (name: FormName): string => `${formPath(name)}#${formOutcomeId(name)}`;

/** The hidden field naming the page a form sits on (a path of this site), where a script-free post lands. */
export const FORM_BACK_FIELD = 'back';

/**
 * The hidden field naming the language of the page a form sits on (issue 39): the contact server answers,
 * and writes its e-mails, in it. Read strictly: anything but a site language is English.
 */
export const FORM_LOCALE_FIELD = 'locale';
export const formLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** Filled in only by bots: each form hides it from people and assistive technology, and the server keeps nothing that fills it. */
export const HONEYPOT_FIELD = 'website';

/**
 * The signed time token (decision record 030): a form's script asks `GET /forms/token` (on the shell's
 * origin, forwarded to the contact server) when the visitor starts filling the form in, and sends the
 * token in this hidden field. A post sooner than the form's minimum after the token was issued is a
 * bot's: the server refuses it quietly, so the script itself waits until the minimum has passed.
 */
export const FORM_TOKEN_FIELD = 'form_token';
export const FORM_TOKEN_PATH = '/forms/token';
/** Faster than a person fills the form: a contact, waitlist or registration form is several fields, the newsletter box one. */
export const FORM_MIN_FILL_MS: Readonly<Record<FormName, number>> = {
  contact: 3_000,
  waitlist: 3_000,
  newsletter: 1_500,
  registration: 3_000,
  partnership: 3_000,
};

/** What the contact server answers a form post with (JSON), and what a script-free post's page receives. */
export type FormReply = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

/** Whether a parsed JSON answer is a FormReply (anything else, an HTML error page's or a proxy's, is no reply). */
export const isFormReply = (value: unknown): value is FormReply =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { ok?: unknown }).ok === 'boolean' &&
  typeof (value as { message?: unknown }).message === 'string';

/** The outcome of a script-free post, handed to the page it landed on. */
export type FormOutcome =
  | { readonly form: FormName; readonly ok: true; readonly message: string }
  | {
      readonly form: FormName;
      readonly ok: false;
      readonly message: string;
      /** What the visitor typed, field by field, to put back into the form. */
      readonly values: Readonly<Record<string, string>>;
    };

export const isFormName = (value: string): value is FormName => (FORM_NAMES as readonly string[]).includes(value);
