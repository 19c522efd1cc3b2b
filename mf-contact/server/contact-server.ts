import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { FORM_LOCALE_FIELD, courseById, formLocale, isFormName, type FormName, type FormReply, type Locale } from 'shared/contracts';
import { HONEYPOT_FIELD, checkForm, formMessages, type PartnershipValues, type RegistrationValues } from '../contract/forms';
import { BODY_LIMIT_BYTES, prepareAnswers, serverAnswers } from './answers';
import { normaliseEmail } from './email-address';
import { clientKey, counterFor } from 'shared/server/limits';
import { refusalStatus, serviceServerOptions } from 'shared/server/fastify';
import { redactUrl } from 'shared/server/redact-url';
import { AbuseLedger, GlobalCap, type AbuseReason, type Lane, type LedgerOptions } from './limits';
import { digestPeriod } from './store';
import { FORM_TOKEN_FIELD, FORM_TOKEN_PATH, MAX_AGE_MS, TimeTokens } from './time-token';
import type { Store } from './store';
import { registerNewsletterRoutes } from './newsletter';
import { registrationAnswer } from './registration-mail';
import { partnershipAnswer } from './partnership-mail';
import { registerStaffRoutes, type StaffOptions } from './staff/staff-routes';
import type { StaffStore } from './staff/staff-store';
const { securityHeaders, securityHeadersPlugin } = require('shared/security') as {
  securityHeaders: (csp?: object) => Record<string, string>;
  securityHeadersPlugin: import('fastify').FastifyPluginAsync<{ headers: Record<string, string>; api: boolean }>;
};

/**
 * The contact server: `POST /forms/:name` (contact, newsletter, waitlist, registration, partnership) takes the form's urlencoded
 * body as the shell forwards it, checks it with the form's one schema, stores it, and only then
 * answers `{ ok, message }` (FormReply): 200 stored, 400 invalid (the spec's message), 429 limited,
 * 503 storage down. `GET /healthz` says whether the database answers.
 */
export const FORMS_PREFIX = '/forms/';
export { BODY_LIMIT_BYTES };

const ENGLISH = serverAnswers('en');
export const LIMITED_MESSAGE = ENGLISH.limited;
export const BUSY_MESSAGE = ENGLISH.busy;
export const UNAVAILABLE_MESSAGE = ENGLISH.unavailable;
export const BAD_REQUEST_MESSAGE = ENGLISH.badRequest;
export const ALREADY_SENT_MESSAGE = ENGLISH.alreadySent;

export interface ContactLimits {
  /** Posts a minute from one client (an IPv4 address or an IPv6 /64). */
  readonly perClientPerMinute?: number;
  /** Posts stored a minute by the whole site. */
  readonly globalPerMinute?: number;
}

export interface ContactServerOptions {
  readonly store: Store;
  /** Origins whose pages may post here from a browser; posts forwarded by the shell carry no Origin. */
  readonly origins: readonly string[];
  /** This server's own public address (the newsletter's confirm and unsubscribe pages post to it). */
  readonly publicUrl?: string;
  /** The staff inbox at /staff, when given. */
  readonly staff?: { readonly store: StaffStore; readonly options: StaffOptions } | null;
  readonly limits?: ContactLimits;
  /** Shares the limits between instances; memory when absent. */
  readonly redis?: Redis | null;
  /** Proxy hops (a number) or proxy addresses and ranges whose X-Forwarded-For is believed. */
  readonly trustProxy?: boolean | number | readonly string[];
  /** Checks the forms' time tokens (decision record 030); one with a random secret when absent. */
  readonly tokens?: TimeTokens;
  /** Counts refusals and holds for the office's digest; one of its own (on the same counter as the cap) when absent. */
  readonly ledger?: AbuseLedger;
  readonly ledgerOptions?: Omit<LedgerOptions, 'now'>;
  /** Called after a submission is stored (the outbox is nudged); never awaited by the answer. */
  readonly onStored?: (form: FormName) => void;
  readonly timeouts?: { readonly requestMs?: number };
  readonly now?: () => number;
  readonly logger?: FastifyServerOptions['logger'];
}

/**
 * The request log's lines carry the method and the redacted URL only: no client address (the log
 * must tie no address to what was stored), no header, no body.
 */
function redactingLogger(logger: ContactServerOptions['logger']): ContactServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger ?? false;
  return {
    ...(logger as object),
    serializers: { req: (request: { method?: string; url?: string }) => ({ method: request.method, url: redactUrl(request.url ?? '') }) },
  } as ContactServerOptions['logger'];
}

const reply = (ok: boolean, message: string): FormReply => (ok ? { ok: true, message } : { ok: false, message });

/** The urlencoded body as text fields; a field sent twice (a list) is kept as a list and refused by the schema. */
function fieldsOf(body: unknown): Record<string, unknown> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  return { ...(body as Record<string, unknown>) };
}

/** The language a post names in its hidden field (issue 39), strictly: anything but en, hi or gu (a list, a script, none) is English. */
const localeOf = (body: unknown): Locale => formLocale(fieldsOf(body)?.[FORM_LOCALE_FIELD]);

export async function buildContactServer(options: ContactServerOptions): Promise<FastifyInstance> {
  await prepareAnswers();
  const app = Fastify(
    serviceServerOptions({
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: options.trustProxy,
      requestMs: options.timeouts?.requestMs,
      logger: redactingLogger(options.logger),
    }),
  );
  const allowed = new Set([...options.origins, ...(options.publicUrl ? [new URL(options.publicUrl).origin] : [])]);
  const limits = options.limits ?? {};
  const counter = counterFor(options.redis, 'contact-server:', options.now);
  const cap = new GlobalCap(counter, limits.globalPerMinute ?? 120, options.now);
  const tokens = options.tokens ?? new TimeTokens(null, options.now);
  const ledger = options.ledger ?? new AbuseLedger(counter, { ...options.ledgerOptions, now: options.now });
  /** Counts a refusal or hold; the one that makes a period abusive queues that period's digest. */
  const note = async (reason: AbuseReason) => {
    const { period, becameAbusive } = await ledger.note(reason);
    if (becameAbusive) {
      await options.store
        .queueDigest(digestPeriod(period, ledger.periodMs))
        .catch((error: unknown) => app.log.error({ code: (error as { code?: string }).code }, 'could not queue the office digest'));
    }
  };
  /** A good token vouches for one post: the second use of its nonce is judged as a plain post. */
  const laneOf = async (nonce: string): Promise<Lane> => {
    try {
      return (await counter.increment(`token:${nonce}`, MAX_AGE_MS)) === 1 ? 'vouched' : 'plain';
    } catch {
      return 'plain';
    }
  };
  /** Whether these values were posted before with this token (counted once per token and values). */
  const repeated = async (nonce: string, form: FormName, values: Readonly<Record<string, string>>) => {
    const digest = createHash('sha256')
      .update(JSON.stringify([form, values]))
      .digest('base64url');
    try {
      return (await counter.increment(`post:${nonce}:${digest}`, MAX_AGE_MS)) > 1;
    } catch {
      return false;
    }
  };

  // Forms arrive urlencoded, as a browser sends them; any other body (JSON) is refused. A multipart
  // body is read as empty: RFC 8058 lets a mail client's one-click unsubscribe send one, and its
  // token is in the URL; a form sent that way fails its schema.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  await app.register(rateLimit, {
    global: false,
    // Keyed on a keyed hash of the client's address (an IPv4 address or an IPv6 /64), never the
    // address itself: what the limiter (memory or Redis) holds ties no address to anything.
    keyGenerator: (request) => tokens.tag(clientKey(request.ip)),
    // A form post is limited once its body is read (a route's hook is preHandler): the refusal is told in its language.
    ...(options.redis ? { redis: options.redis, nameSpace: 'contact-server-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (request) => {
      void note('limited');
      return { statusCode: 429, ok: false, message: serverAnswers(localeOf(request.body)).limited };
    },
  });

  await app.register(securityHeadersPlugin, { headers: { ...securityHeaders({}), 'Cache-Control': 'no-store' }, api: true });

  app.setErrorHandler((error, request, response) => {
    const status = refusalStatus(error, request);
    // A body that was read names its language; one refused before it was read (too large, not a form) is answered in English.
    const said = serverAnswers(localeOf(request.body));
    const message =
      status === 429
        ? said.limited
        : status === 413
          ? said.tooLarge
          : status === 408
            ? said.tooSlow
            : status < 500
              ? said.badRequest
              : said.unavailable;
    void response.code(status).type('application/json; charset=utf-8').send(reply(false, message));
  });

  app.setNotFoundHandler((_request, response) => {
    void response
      .code(404)
      .send(
        reply(
          false,
          'Nothing here. Forms post to /forms/contact, /forms/newsletter, /forms/waitlist, /forms/registration or /forms/partnership.',
        ),
      );
  });

  // A browser page from another site must not post here (a forged sign-up); the shell's forward has no Origin.
  // The inbox's pages answer a foreign post with a page of their own (staff-routes.ts), not the forms' JSON.
  app.addHook('onRequest', async (request, response) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin) && !request.url.startsWith('/staff')) {
      return response.code(403).send(reply(false, 'This site may not send forms here.'));
    }
    return undefined;
  });

  app.get('/healthz', async (_request, response) => {
    const ready = await options.store.ping();
    return response.code(ready ? 200 : 503).send({ ready });
  });

  // The form's script asks for a token when the form is shown (through the shell, which forwards this).
  // A visitor may start several forms for each post (the newsletter box beside the contact form, a
  // reload): tokens a minute are six times the posts a minute allowed (60 by default).
  app.get(FORM_TOKEN_PATH, { config: { rateLimit: { max: 6 * (limits.perClientPerMinute ?? 10), timeWindow: 60_000 } } }, async () => ({
    token: tokens.mint(),
  }));

  app.post<{ Params: { name: string } }>(
    `${FORMS_PREFIX}:name`,
    { config: { rateLimit: { max: limits.perClientPerMinute ?? 10, timeWindow: 60_000, hook: 'preHandler' } } },
    async (request, response) => {
      const name = request.params.name;
      const locale = localeOf(request.body);
      const said = serverAnswers(locale);
      const success = said.success[name as FormName];
      if (!isFormName(name)) return response.code(404).send(reply(false, said.noSuchForm));
      const fields = fieldsOf(request.body);
      if (!fields) return response.code(400).send(reply(false, said.badRequest));
      // A bot that filled the hidden field is told what a person is told, and nothing is kept.
      const trap = fields[HONEYPOT_FIELD];
      if (trap !== undefined && trap !== '') {
        request.log.info({ form: name }, 'honeypot filled: not stored');
        await note('honeypot');
        return response.send(reply(true, success));
      }
      const verdict = tokens.check(name, fields[FORM_TOKEN_FIELD]);
      delete fields[FORM_TOKEN_FIELD];
      if (verdict.kind === 'too-fast') {
        // Sent within seconds of the form being shown: told what a person is told, nothing kept.
        await laneOf(verdict.nonce);
        request.log.info({ form: name }, 'sent too soon after the form was shown: not stored');
        await note('too-fast');
        return response.send(reply(true, success));
      }
      const lane = verdict.kind === 'good' ? await laneOf(verdict.nonce) : 'plain';
      const checked = checkForm(name, fields, locale, new Date(options.now?.() ?? Date.now()));
      if (!checked.ok) {
        request.log.info({ form: name, problems: checked.problems }, 'form refused');
        return response.code(400).send(reply(false, checked.messages.join(' ')));
      }
      // The one e-mail parser (email-address.ts): a single mailbox, stored in its normal form.
      const email = normaliseEmail((checked.values as { email: string }).email);
      if (!email) {
        request.log.info({ form: name, problems: { email: 'invalid' } }, 'form refused');
        return response.code(400).send(reply(false, formMessages(locale).invalidEmail));
      }
      const values = { ...(checked.values as Record<string, string>), email };
      // A good token names one showing of the form: the same values sent again with it (a double
      // press, a resend) are stored once, and the sender is told so. A registration or a partnership
      // enquiry sent again is recognised by the database, which answers its reference.
      if (name !== 'registration' && name !== 'partnership' && verdict.kind === 'good' && (await repeated(verdict.nonce, name, values))) {
        request.log.info({ form: name }, 'the same post sent again: not stored twice');
        return response.send(reply(true, said.alreadySent));
      }
      if (!(await cap.take(lane))) {
        request.log.warn({ form: name, lane }, 'global form cap reached');
        await note('cap');
        return response.code(429).send(reply(false, said.busy));
      }
      if (name === 'registration') {
        // The course's name and price are the contract's (courses.ts), never the form's.
        const registration = values as RegistrationValues;
        const course = courseById(registration.course);
        if (!course) return response.code(400).send(reply(false, formMessages(locale).choice));
        try {
          const held = await ledger.holdsNext();
          if (held) await note('held');
          const outcome = await options.store.register(course, registration, {
            locale,
            ...(held ? { heldFor: digestPeriod(ledger.period(), ledger.periodMs) } : {}),
          });
          request.log.info(
            { form: name, id: outcome.registration.id, duplicate: outcome.duplicate, lane, held, locale },
            outcome.duplicate ? 'registration sent again: not stored twice' : 'form stored',
          );
          if (!outcome.duplicate) options.onStored?.(name);
          return response.send(reply(true, registrationAnswer(outcome.registration, outcome.duplicate, locale)));
        } catch (error) {
          request.log.error({ form: name, code: (error as { code?: string }).code }, 'could not store a form');
          return response.code(503).send(reply(false, said.unavailable));
        }
      }
      if (name === 'partnership') {
        try {
          const held = await ledger.holdsNext();
          if (held) await note('held');
          const outcome = await options.store.partner(
            { ...(checked.values as PartnershipValues), email },
            { locale, ...(held ? { heldFor: digestPeriod(ledger.period(), ledger.periodMs) } : {}) },
          );
          request.log.info(
            { form: name, id: outcome.id, duplicate: outcome.duplicate, lane, held, locale },
            outcome.duplicate ? 'partnership enquiry sent again: not stored twice' : 'form stored',
          );
          if (!outcome.duplicate) options.onStored?.(name);
          return response.send(reply(true, partnershipAnswer(outcome, locale)));
        } catch (error) {
          request.log.error({ form: name, code: (error as { code?: string }).code }, 'could not store a form');
          return response.code(503).send(reply(false, said.unavailable));
        }
      }
      try {
        if (name === 'newsletter') {
          const outcome = await options.store.signUpNewsletter(values.email, locale);
          request.log.info({ form: name, lane, outcome }, 'newsletter sign-up');
        } else {
          // In a burst the office is told in one digest, not one e-mail a post (AbuseLedger).
          const held = await ledger.holdsNext();
          if (held) await note('held');
          const outcome = await options.store.submit(name, values, {
            locale,
            ...(held ? { heldFor: digestPeriod(ledger.period(), ledger.periodMs) } : {}),
          });
          if (outcome.repeat) {
            // The same submission again within a day (a reload re-posting a script-free send): nothing
            // stored, nobody e-mailed, and the sender told so.
            request.log.info({ form: name, id: outcome.id, lane, locale }, 'the same submission sent again: not stored twice');
            return response.send(reply(true, said.alreadySent));
          }
          request.log.info({ form: name, id: outcome.id, lane, held, locale }, 'form stored');
        }
      } catch (error) {
        request.log.error({ form: name, code: (error as { code?: string }).code }, 'could not store a form');
        return response.code(503).send(reply(false, said.unavailable));
      }
      options.onStored?.(name);
      return response.send(reply(true, success));
    },
  );

  registerNewsletterRoutes(app, options.store);
  if (options.staff) {
    // An answer queued from the inbox nudges the outbox like a stored form.
    const onQueued = options.staff.options.onQueued ?? (() => options.onStored?.('contact'));
    registerStaffRoutes(app, options.store, options.staff.store, { ...options.staff.options, onQueued });
  }

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: `${FORMS_PREFIX}:name`,
    handler: async (_request, response) => response.code(405).header('Allow', 'POST').send(reply(false, 'Use POST.')),
  });

  return app;
}
