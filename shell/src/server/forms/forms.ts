import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import {
  isFormName,
  isFormReply,
  isLocale,
  splitLocalePath,
  FORM_BACK_FIELD,
  FORM_LOCALE_FIELD,
  FORM_TOKEN_PATH,
  type FormName,
  type FormOutcome,
  type FormReply,
  type Locale,
} from 'shared/contracts';
import { formWords } from './words';

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
/**
 * What the route reads of a body, more than it forwards: a body over BODY_LIMIT but under this (a
 * message pasted far past its limit: 28,000 Devanagari letters) is answered with what was typed back
 * in the fields, to shorten, instead of an empty form. Beyond it nothing is read: a page that gives
 * back what it was sent stays a few hundred KiB, whatever a client sends.
 */
const READ_LIMIT = 256 * 1024;
/** How long the contact server may take to store a submission. */
const FORWARD_TIMEOUT_MS = 8000;

/** What the route says itself, in the page's language: its text stays in the form when it can be read. */
const said = (locale: Locale) => {
  const i18n = formWords.i18nFor(locale);
  return {
    /** The contact server could not be reached. */
    unreachable: i18n._('forms.unreachable'),
    /** A body the site cannot take, on the site's own page (never a bare status text). */
    tooLarge: i18n._('forms.tooLarge', { kib: BODY_LIMIT / 1024 }),
    unreadable: i18n._('forms.unreadable'),
  };
};

/**
 * The language to answer in: the one the form names (every form posts its page's language), else the
 * one of the page it came from (a body that could not be read), else English.
 */
function answerLocale(fields: URLSearchParams, from: string): Locale {
  const named = fields.get(FORM_LOCALE_FIELD);
  return isLocale(named) ? named : splitLocalePath(from).locale;
}

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

/** The page a post came from: its `back` field, else its Referer on this host, else the home page. */
const backOf = (request: FastifyRequest, fields: URLSearchParams) =>
  landingPath(fields.get(FORM_BACK_FIELD) ?? refererPath(request.headers.referer, request.headers.host));

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
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: READ_LIMIT }, (_request, body, done) =>
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
    const back = backOf(request, fields);
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

  /** The route's own refusal or failure, said in the language of the form (or of the page it came from). */
  const answerOwn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    name: FormName,
    status: number,
    what: keyof ReturnType<typeof said>,
    body: string,
  ) => {
    const fields = new URLSearchParams(body);
    const locale = answerLocale(fields, backOf(request, fields));
    await formWords.prepare(locale).catch(() => undefined);
    return answerWith(request, reply, name, status, { ok: false, message: said(locale)[what] }, body);
  };

  // A body over what is read or of another type is answered like any refusal: the page, with what to do.
  scope.setErrorHandler(async (error, request, reply) => {
    const name = (request.params as { name?: string } | undefined)?.name ?? '';
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (!isFormName(name) || (status !== 413 && status !== 415 && status !== 400)) throw error;
    return answerOwn(request, reply, name, status === 415 ? 400 : status, status === 413 ? 'tooLarge' : 'unreadable', '');
  });

  scope.post<{ Params: { name: string } }>('/forms/:name', { bodyLimit: READ_LIMIT }, async (request, reply) => {
    const { name } = request.params;
    if (!isFormName(name)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    // Forms are urlencoded, as browsers send them; any other body (text/plain, JSON) is not forwarded.
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
      return answerOwn(request, reply, name, 400, 'unreadable', '');
    }
    const body = typeof request.body === 'string' ? request.body : '';
    // More than the contact server takes: not forwarded, and what was typed goes back to be shortened.
    if (Buffer.byteLength(body) > BODY_LIMIT) return answerOwn(request, reply, name, 413, 'tooLarge', body);
    let status = 503;
    let answer: FormReply | null = null;
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
    return answer ? answerWith(request, reply, name, status, answer, body) : answerOwn(request, reply, name, status, 'unreachable', body);
  });
};
