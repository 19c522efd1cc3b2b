import { FORM_LOCALE_FIELD, formLocale, type FormName, type FormReply } from '../../contracts';
import { networkFailureMessage } from './words';

/**
 * What the forms' pages call to send (`postForm`, `formTokens.prepare`), with the sending code itself
 * (post-form.ts: the request, the reply's check, the time token) loaded on the form's first focus
 * rather than with the page: nothing of it is needed to show or fill a form, and it is part of every
 * form page's first load (issue 24's budget of 3 KiB on /contact). webpack keeps the one promise, so
 * later calls cost nothing; a failed load is tried again on the next call. A page whose network is
 * gone before the code loaded is told plainly, like any other post that could not reach the site.
 */
const load = () => import('./post-form');

/** The page's tokens (decision record 030): `prepare` on the form's first focus or input. */
export const formTokens = {
  prepare(): void {
    load().then(
      (code) => code.formTokens.prepare(),
      () => undefined,
    );
  },
};

/** Posts a visitor form with script, with its time token (post-form.ts's `postForm`). Never throws. */
export async function postForm(name: FormName, form: HTMLFormElement): Promise<FormReply> {
  let code: typeof import('./post-form');
  try {
    code = await load();
  } catch {
    const field = form.elements.namedItem(FORM_LOCALE_FIELD);
    return { ok: false, message: networkFailureMessage(formLocale(field instanceof HTMLInputElement ? field.value : null)) };
  }
  return code.postForm(name, form);
}
