import {
  FORM_LOCALE_FIELD,
  FORM_MIN_FILL_MS,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PATH,
  formLocale,
  formPath,
  isFormReply,
  type FormName,
  type FormReply,
} from '../../contracts';
import { serverFailureMessage } from './failure-words';
import { networkFailureMessage } from './words';
import { NETWORK_FAILURE_MESSAGE, SERVER_FAILURE_MESSAGE } from './messages';

/**
 * The script path of every visitor form (contact, newsletter, waitlist): the same request the browser
 * makes without script (a urlencoded POST to /forms/<name> on the site's origin) asking for the JSON
 * FormReply instead of a page. A reply counts as sent only when the server stored it (a 2xx that says
 * ok); anything else is a failure with a sentence the visitor can act on, and the form keeps what was
 * typed so it can be sent again. Never throws.
 */

export { NETWORK_FAILURE_MESSAGE, SERVER_FAILURE_MESSAGE };

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

/** Sends a form's body as the browser would post it, asking for JSON; a failure is told in the language the body names. */
export async function sendFormBody(name: FormName, body: URLSearchParams, fetchImpl: typeof fetch = globalThis.fetch): Promise<FormReply> {
  const locale = formLocale(body.get(FORM_LOCALE_FIELD));
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
    return { ok: false, message: networkFailureMessage(locale) };
  }
  const reply: unknown = await response.json().catch(() => null);
  if (!isFormReply(reply)) return { ok: false, message: serverFailureMessage(locale) };
  // Only a 2xx that says ok means it was stored (a proxy's 2xx cannot make a refusal a success, nor the reverse).
  return response.ok && reply.ok ? { ok: true, message: reply.message } : { ok: false, message: reply.message };
}

/** How long a token request may take before the post goes without one (it is then judged as script-free). */
export const TOKEN_TIMEOUT_MS = 4_000;
/** Beyond the form's minimum, for the moment between the server minting a token and the page receiving it. */
const TOKEN_MARGIN_MS = 250;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The forms' signed time token (decision record 030). Asked for when the visitor starts filling a form
 * in (`prepare`, on the form's first focus or input), and taken by one post: a token vouches once.
 * The server quietly refuses a post sent sooner than the form's minimum after its token was issued (a
 * bot's), so a person who is faster (autofill, or input typed before the page's scripts ran and
 * replayed at once) is not refused: the post waits out the rest of the minimum, at most a few seconds
 * of "Sending…". No token (the request failed, was limited, or took too long) sends the post without
 * one; the server then judges it as a script-free post, never refuses it for that.
 */
export function createFormTokens(fetchImpl: () => typeof fetch = () => globalThis.fetch, now: () => number = Date.now, sleep = wait) {
  let next: Promise<{ token: string; receivedAt: number } | null> | null = null;
  const ask = async () => {
    try {
      const response = await fetchImpl()(FORM_TOKEN_PATH, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS) } : {}),
      });
      const read = (await response.json().catch(() => null)) as { token?: unknown } | null;
      return response.ok && typeof read?.token === 'string' ? { token: read.token, receivedAt: now() } : null;
    } catch {
      return null;
    }
  };
  return {
    /** Starts asking for a token, once, unless one is on its way or held. */
    prepare(): void {
      next ??= ask();
    },
    /** A token for one post of `name`, once old enough for the form's minimum; null: the post goes without. */
    async take(name: FormName): Promise<string | null> {
      const held = await (next ?? ask());
      next = null;
      if (!held) return null;
      const rest = held.receivedAt + FORM_MIN_FILL_MS[name] + TOKEN_MARGIN_MS - now();
      if (rest > 0) await sleep(rest);
      return held.token;
    },
  };
}

/** The page's tokens: one at a time, shared by the forms of this bundle. */
export const formTokens = createFormTokens();

/**
 * Posts a visitor form (`<form method="post" action={formPath(name)}>`) with script, with its time
 * token. The form calls `formTokens.prepare` when the visitor starts filling it in.
 */
export async function postForm(
  name: FormName,
  form: HTMLFormElement,
  fetchImpl: typeof fetch = globalThis.fetch,
  tokens: Pick<ReturnType<typeof createFormTokens>, 'take'> = formTokens,
): Promise<FormReply> {
  const body = formBody(form);
  const token = await tokens.take(name);
  if (token) body.set(FORM_TOKEN_FIELD, token);
  return sendFormBody(name, body, fetchImpl);
}
