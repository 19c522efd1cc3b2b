import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import {
  isFormName,
  isFormReply,
  FORM_BACK_FIELD,
  FORM_TOKEN_PATH,
  type FormName,
  type FormOutcome,
  type FormReply,
} from 'shared/contracts';

/**
 * The visitor forms' one address on the site's origin (shared/contracts forms.ts): `POST /forms/:name`
 * is forwarded to the contact server (mf-contact/server), which stores what was sent and answers JSON
 * `{ ok, message }`. A script gets that JSON as it is. A script-free post (or one sent before the page's
 * scripts ran) gets the page it came from, rendered again with the outcome in its props: the message,
 * and on failure what the visitor typed, back in the fields. Nothing personal is ever put in a URL, and
 * such a page is never cached (`no-store`). The contact server's origin is CONTACT_ENDPOINT (env.ts).
 */

/**
 * A form's body at most: the contact server's own limit. The contact form's longest fields in a
 * script of nine bytes a character once form-encoded (Gujarati, Devanagari) come to about 47 KiB.
 */
const BODY_LIMIT = 64 * 1024;
/** How long the contact server may take to store a submission. */
const FORWARD_TIMEOUT_MS = 8000;
/** What a visitor is told when the contact server cannot be reached: their text stays in the form. */
export const UNREACHABLE_MESSAGE = 'We could not send this just now. Nothing was lost: please try again in a minute.';

/** What a body the site cannot take is told, on the site's own page (never a bare status text). */
export const TOO_LARGE_MESSAGE = `This form is larger than we accept (${BODY_LIMIT / 1024} KiB). Please shorten your message.`;
export const UNREADABLE_MESSAGE = 'This form could not be read. Please reload the page and try again.';

/** The contact server's reply, checked (only its two fields are passed on): anything else is no reply. */
const readReply = (raw: unknown): FormReply | null => (isFormReply(raw) ? ({ ok: raw.ok, message: raw.message } as FormReply) : null);

/** A path of this site to land on: one slash, no scheme, no backslash; anything else is the home page. */
export function landingPath(back: string | null): string {
  return back && /^\/(?![/\\])[^\s\\]*$/.test(back) && back.length <= 512 ? back : '/';
}

/** The path of a Referer on this host (where a post whose body could not be read came from), or null. */
function refererPath(referer: string | undefined, host: string | undefined): string | null {
  try {
    const url = new URL(referer ?? '');
    return url.host === host ? url.pathname : null;
  } catch {
    return null;
  }
}

/** Whether the caller is a script that wants the JSON reply. */
const wantsJson = (accept: string | undefined) => /application\/json/i.test(accept ?? '');

export interface FormsOptions {
  /** The contact server's origin. */
  readonly endpoint: string;
  readonly fetch?: typeof fetch;
  /** The shell's answer for a page path, rendered with the form's outcome. */
  readonly page: (
    path: string,
    outcome: FormOutcome,
    headers: IncomingHttpHeaders,
  ) => Promise<{ status: number; body: string | Buffer; headers?: Readonly<Record<string, string>> }>;
}

/** A token is a few dozen characters; anything much larger is no token. */
const TOKEN_REPLY_MAX = 1024;

/** `POST /forms/:name` and `GET /forms/token`, as a Fastify plugin. */
export const formsRoute: FastifyPluginAsync<FormsOptions> = async (scope, { endpoint, fetch: fetchFn = fetch, page }) => {
  // Forms send urlencoded text; it is forwarded as it came, so it is kept as a string here.
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  // Forwarded on the site's own origin like the posts (no second origin in the page's CSP); the contact
  // server mints it and limits it per client, so the client's address goes with it.
  scope.get(FORM_TOKEN_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const response = await fetchFn(`${endpoint}${FORM_TOKEN_PATH}`, {
        headers: { accept: 'application/json', 'x-forwarded-for': request.ip },
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
      const text = await response.text();
      const token = text.length <= TOKEN_REPLY_MAX ? (JSON.parse(text) as { token?: unknown }).token : undefined;
      if (response.ok && typeof token === 'string') return reply.send({ token });
      return reply.code(response.status === 429 ? 429 : 503).send({ token: null });
    } catch (error) {
      console.error(`[forms] token: the contact server did not answer (${(error as Error).message})`);
      return reply.code(503).send({ token: null });
    }
  });

  /** A script gets the reply as JSON; a script-free post the page it came from, with the outcome. */
  const answerWith = async (
    request: FastifyRequest,
    reply: FastifyReply,
    name: FormName,
    status: number,
    answer: FormReply,
    body: string,
  ) => {
    reply.header('cache-control', 'no-store');
    if (wantsJson(request.headers.accept)) return reply.code(status).send(answer);

    const fields = new URLSearchParams(body);
    const back = landingPath(fields.get(FORM_BACK_FIELD) ?? refererPath(request.headers.referer, request.headers.host));
    fields.delete(FORM_BACK_FIELD);
    const outcome: FormOutcome = answer.ok
      ? { form: name, ok: true, message: answer.message }
      : { form: name, ok: false, message: answer.message, values: Object.fromEntries(fields) };
    const rendered = await page(back, outcome, request.headers);
    return reply
      .code(answer.ok ? rendered.status : status)
      .headers({ ...rendered.headers, 'cache-control': 'no-store' })
      .send(rendered.body);
  };

  // A body over the limit or of another type is answered like any refusal: the page, with what to do.
  scope.setErrorHandler(async (error, request, reply) => {
    const name = (request.params as { name?: string } | undefined)?.name ?? '';
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (!isFormName(name) || (status !== 413 && status !== 415 && status !== 400)) throw error;
    const message = status === 413 ? TOO_LARGE_MESSAGE : UNREADABLE_MESSAGE;
    return answerWith(request, reply, name, status === 415 ? 400 : status, { ok: false, message }, '');
  });

  scope.post<{ Params: { name: string } }>('/forms/:name', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const { name } = request.params;
    if (!isFormName(name)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    // Forms are urlencoded, as browsers send them; any other body (text/plain, JSON) is not forwarded.
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
      return answerWith(request, reply, name, 400, { ok: false, message: UNREADABLE_MESSAGE }, '');
    }
    const body = typeof request.body === 'string' ? request.body : '';
    let status = 503;
    let answer: FormReply = { ok: false, message: UNREACHABLE_MESSAGE };
    try {
      const response = await fetchFn(`${endpoint}/forms/${name}`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'x-forwarded-for': request.ip,
          ...(request.headers.origin ? { origin: request.headers.origin } : {}),
        },
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
      const read = readReply(await response.json().catch(() => null));
      if (read) [status, answer] = [response.status, read];
    } catch (error) {
      // Only the cause: what the visitor typed never goes into a log.
      console.error(`[forms] ${name}: the contact server did not answer (${(error as Error).message})`);
    }
    return answerWith(request, reply, name, status, answer, body);
  });
};
