// @ts-check
/**
 * The visitor forms' one address on the site's origin (shared/contracts forms.ts): `POST /forms/:name`
 * is forwarded to the contact server (mf-contact/server), which stores what was sent and answers JSON
 * `{ ok, message }`. A script gets that JSON as it is. A script-free post (or one sent before the page's
 * scripts ran) gets the page it came from, rendered again with the outcome in its props: the message,
 * and on failure what the visitor typed, back in the fields. Nothing personal is ever put in a URL, and
 * such a page is never cached (`no-store`).
 *
 *   CONTACT_ENDPOINT   the contact server's origin (default http://localhost:<PORT_BASE + 6>)
 */
const v = require('valibot');
const { isFormName, FORM_BACK_FIELD, httpUrl, parseWith } = require('shared/contracts');
const { PORTS } = require('shared/ports');

/** A form's body at most (the contact form's longest fields fit several times over). */
const BODY_LIMIT = 32 * 1024;
/** How long the contact server may take to store a submission. */
const FORWARD_TIMEOUT_MS = 8000;
/** What a visitor is told when the contact server cannot be reached: their text stays in the form. */
const UNREACHABLE_MESSAGE = 'We could not send this just now. Nothing was lost: please try again in a minute.';

/**
 * The contact server's origin, or a sentence naming CONTACT_ENDPOINT.
 * @param {NodeJS.ProcessEnv} env @returns {import('shared/contracts').ParseResult<string>}
 */
function contactEndpointFromEnv(env) {
  const schema = v.object({
    CONTACT_ENDPOINT: v.optional(
      httpUrl('CONTACT_ENDPOINT must be the contact server’s http(s) origin'),
      `http://localhost:${PORTS.contact}`,
    ),
  });
  const picked = env.CONTACT_ENDPOINT === undefined ? {} : { CONTACT_ENDPOINT: env.CONTACT_ENDPOINT };
  const parsed = parseWith(schema, picked, 'environment');
  return parsed.ok ? { ok: true, value: parsed.value.CONTACT_ENDPOINT.replace(/\/+$/, '') } : parsed;
}

/** The contact server's reply, checked: anything else is treated as no reply. @param {unknown} raw */
function readReply(raw) {
  const reply = /** @type {{ ok?: unknown, message?: unknown }} */ (raw ?? {});
  return typeof reply.ok === 'boolean' && typeof reply.message === 'string' ? { ok: reply.ok, message: reply.message } : null;
}

/** A path of this site to land on: one slash, no scheme, no backslash; anything else is the home page. @param {string | null} back */
function landingPath(back) {
  return back && /^\/(?![/\\])[^\s\\]*$/.test(back) && back.length <= 512 ? back : '/';
}

/** Whether the caller is a script that wants the JSON reply. @param {string | undefined} accept */
const wantsJson = (accept) => /application\/json/i.test(accept ?? '');

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ endpoint: string, fetch?: typeof fetch,
 *   page: (path: string, outcome: import('shared/contracts').FormOutcome, headers: import('node:http').IncomingHttpHeaders) =>
 *     Promise<{ status: number, body: string | Buffer, headers?: Record<string, string> }> }} options
 *   `page`: the shell's answer for a page path, rendered with the form's outcome
 */
function registerForms(app, { endpoint, fetch: fetchFn = fetch, page }) {
  app.register(async (scope) => {
    // Forms send urlencoded text; it is forwarded as it came, so it is kept as a string here.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/forms/:name', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const { name } = /** @type {{ name: string }} */ (request.params);
      if (!isFormName(name)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const body = typeof request.body === 'string' ? request.body : '';
      let status = 503;
      let answer = { ok: false, message: UNREACHABLE_MESSAGE };
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
        console.error(`[forms] ${name}: the contact server did not answer (${/** @type {Error} */ (error).message})`);
      }
      reply.header('cache-control', 'no-store');
      if (wantsJson(request.headers.accept)) return reply.code(status).send(answer);

      const fields = new URLSearchParams(body);
      const back = landingPath(fields.get(FORM_BACK_FIELD));
      fields.delete(FORM_BACK_FIELD);
      /** @type {import('shared/contracts').FormOutcome} */
      const outcome = answer.ok
        ? { form: name, ok: true, message: answer.message }
        : { form: name, ok: false, message: answer.message, values: Object.fromEntries(fields) };
      const rendered = await page(back, outcome, request.headers);
      return reply
        .code(answer.ok ? rendered.status : status)
        .headers({ ...rendered.headers, 'cache-control': 'no-store' })
        .send(rendered.body);
    });
  });
}

module.exports = { registerForms, contactEndpointFromEnv, landingPath, UNREACHABLE_MESSAGE };
