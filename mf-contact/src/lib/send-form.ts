import { formPath, type FormName, type FormReply } from 'shared/contracts';
import { CONTACT_PHONE } from 'shared/site';

/**
 * Sends a form with script: the same urlencoded body the browser would post without script, to the
 * same address, asking for JSON. Answers the server's FormReply, or a plain sentence of this site's
 * own when the server could not be reached or answered something else. Never throws.
 */
export const NETWORK_FAILURE_MESSAGE =
  'We could not reach our server, so this has not been sent. Please check your connection and try again; what you typed is still here.';
export const SERVER_FAILURE_MESSAGE = `Our server did not answer properly, so this has not been sent. Please try again in a few minutes, or call us on ${CONTACT_PHONE.display}.`;

const isReply = (value: unknown): value is FormReply =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FormReply).ok === 'boolean' &&
  typeof (value as FormReply).message === 'string';

/** The form's fields as the browser would encode them (files, which these forms have none of, are left out). */
export function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value);
  return body;
}

export async function sendForm(name: FormName, body: URLSearchParams, fetchImpl: typeof fetch = globalThis.fetch): Promise<FormReply> {
  let response: Response;
  try {
    response = await fetchImpl(formPath(name), {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: NETWORK_FAILURE_MESSAGE };
  }
  const reply: unknown = await response.json().catch(() => null);
  if (!isReply(reply)) return { ok: false, message: response.status >= 500 ? SERVER_FAILURE_MESSAGE : NETWORK_FAILURE_MESSAGE };
  // Only a 2xx that says ok means it was stored.
  return response.ok && reply.ok ? reply : { ok: false, message: reply.message };
}
