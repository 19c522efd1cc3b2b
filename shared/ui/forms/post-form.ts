import { formPath, isFormReply, type FormName, type FormReply } from '../../contracts';
import { CONTACT_PHONE } from '../../site';

/**
 * The script path of every visitor form (contact, newsletter, waitlist): the same request the browser
 * makes without script (a urlencoded POST to /forms/<name> on the site's origin) asking for the JSON
 * FormReply instead of a page. A reply counts as sent only when the server stored it (a 2xx that says
 * ok); anything else is a failure with a sentence the visitor can act on, and the form keeps what was
 * typed so it can be sent again. Never throws.
 */

/** The request never reached the site, or took too long: nothing was stored. */
export const NETWORK_FAILURE_MESSAGE =
  'We could not reach our server, so this has not been sent. Please check your connection and try again; what you typed is still here.';
/** The site answered, but not with a reply (an error page from the server or a proxy): nothing was stored. */
export const SERVER_FAILURE_MESSAGE = `Our server did not answer properly, so this has not been sent. Please try again in a few minutes, or call us on ${CONTACT_PHONE.display}.`;

/**
 * How long the visitor waits at most. The shell gives the contact server 8 s before it answers for it;
 * past this the connection itself is stuck, and a button saying "Sending…" for ever is worse than
 * asking to try again.
 */
export const POST_TIMEOUT_MS = 20_000;

/** The form's fields as the browser would encode them (files, which these forms have none of, are left out). */
export function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value);
  return body;
}

/** Sends a form's body as the browser would post it, asking for JSON. */
export async function sendFormBody(name: FormName, body: URLSearchParams, fetchImpl: typeof fetch = globalThis.fetch): Promise<FormReply> {
  let response: Response;
  try {
    response = await fetchImpl(formPath(name), {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(POST_TIMEOUT_MS) } : {}),
    });
  } catch {
    return { ok: false, message: NETWORK_FAILURE_MESSAGE };
  }
  const reply: unknown = await response.json().catch(() => null);
  if (!isFormReply(reply)) return { ok: false, message: SERVER_FAILURE_MESSAGE };
  // Only a 2xx that says ok means it was stored (a proxy's 2xx cannot make a refusal a success, nor the reverse).
  return response.ok && reply.ok ? { ok: true, message: reply.message } : { ok: false, message: reply.message };
}

/** Posts a visitor form (`<form method="post" action={formPath(name)}>`) with script. */
export function postForm(name: FormName, form: HTMLFormElement, fetchImpl: typeof fetch = globalThis.fetch): Promise<FormReply> {
  return sendFormBody(name, formBody(form), fetchImpl);
}
