import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { courseById, COURSES, isFormName } from 'shared/contracts';
import { emailKey, normaliseEmail } from '../email-address';
import type { Store } from '../store';
import { LINK_MINUTES, SESSION_HOURS, type StaffStore, type Filter, type Session } from './staff-store';
import {
  answerSubject,
  confirmSignInPage,
  eraseConfirmPage,
  erasedPage,
  eraseRefusedPage,
  itemPage,
  listPage,
  signInPage,
  toCsv,
  when,
} from './staff-pages';
import { cancelPage, registrationPage, registrationsCsv, registrationsPage } from './registration-pages';
import { UTF8_BOM } from './csv';
import { indianDate, isRegistrationStatus, refundFor, startDateProblem } from '../enrolment-rules';

/**
 * The staff inbox at /staff on the contact server's public address. Sign-in without a shared
 * password: a one-time link e-mailed to an address on the configured staff list, confirmed with a
 * POST (a mail scanner's GET signs nobody in). The session lives on the server; its cookie is
 * HttpOnly, SameSite=Strict, Secure over HTTPS, scoped to /staff. Every change is a POST carrying the
 * session's CSRF token, from this origin only (the server refuses other origins before this runs).
 */
export interface StaffOptions {
  readonly staffEmails: readonly string[];
  readonly publicUrl: string;
  readonly now?: () => Date;
  /** Called when an answer or a sign-in link is queued (the outbox is nudged). */
  readonly onQueued?: () => void;
}

export const ANSWER_MAX_CHARS = 10_000;

export const SESSION_COOKIE = 'staff_session';
export const LINK_SENT_MESSAGE = `If this address is on the staff list, a sign-in link is on its way. It works once, for ${LINK_MINUTES} minutes.`;
const LINK_FAILED_MESSAGE = 'That sign-in link has expired or was used already. Ask for a new one below.';

const cookieOf = (request: FastifyRequest, name: string): string | null => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function filterOf(query: Record<string, unknown>): Filter {
  const form = text(query.form, 20);
  const status = text(query.status, 10);
  const page = Number.parseInt(text(query.page, 6), 10);
  return {
    q: text(query.q, 100).trim() || undefined,
    form: isFormName(form) ? form : undefined,
    status: status === 'new' || status === 'handled' ? status : undefined,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function registerStaffRoutes(app: FastifyInstance, store: Store, staff: StaffStore, options: StaffOptions): void {
  const allowed = new Set(options.staffEmails.map((email) => emailKey(normaliseEmail(email) ?? email)));
  const secure = options.publicUrl.startsWith('https:');
  const html = (response: FastifyReply, body: string, status = 200) => response.code(status).type('text/html; charset=utf-8').send(body);
  const limited = { config: { rateLimit: { max: 5, timeWindow: 60_000 } } };
  const ownOrigin = new URL(options.publicUrl).origin;

  // Every staff POST (sign-in, changes, searches) comes from the inbox's own pages: its Origin is
  // this origin exactly, not the site's (which may post forms here) and not none.
  app.addHook('onRequest', async (request, response) => {
    if (request.method !== 'POST' || !request.url.startsWith('/staff')) return undefined;
    if (request.headers.origin === ownOrigin) return undefined;
    return html(response, signInPage('This page may only be sent from the inbox itself.'), 403);
  });

  const sessionOf = async (request: FastifyRequest): Promise<(Session & { id: string }) | null> => {
    const id = cookieOf(request, SESSION_COOKIE);
    if (!id || !/^[\w-]{20,100}$/.test(id)) return null;
    const session = await staff.session(id);
    return session ? { ...session, id } : null;
  };

  /** The session of a change (a POST), or null after answering: signed out, or no matching CSRF token. */
  const changeSession = async (request: FastifyRequest<{ Body: Record<string, unknown> }>, response: FastifyReply) => {
    const session = await sessionOf(request);
    if (!session) {
      await response.code(303).header('location', '/staff/sign-in').send();
      return null;
    }
    if (!sameText(text(request.body?.csrf, 100), session.csrf)) {
      await html(response, signInPage('This form was out of date. Please go back, reload the page and try again.'), 403);
      return null;
    }
    return session;
  };

  app.get('/staff/sign-in', async (_request, response) => html(response, signInPage()));

  app.post<{ Body: Record<string, unknown> }>('/staff/sign-in', limited, async (request, response) => {
    const address = normaliseEmail(text(request.body?.email, 254));
    const email = address ? emailKey(address) : '';
    // Listed or not, the answer is the same and comes as soon: the link's mail goes through the outbox.
    if (allowed.has(email) && (await staff.queueLink(email))) options.onQueued?.();
    // The same answer for every address: nobody learns who is on the staff list.
    return html(response, signInPage(LINK_SENT_MESSAGE));
  });

  app.get<{ Querystring: { token?: string } }>('/staff/sign-in/confirm', async (request, response) => {
    const token = text(request.query.token, 100);
    return /^[\w-]{20,100}$/.test(token) ? html(response, confirmSignInPage(token)) : html(response, signInPage(LINK_FAILED_MESSAGE), 400);
  });

  app.post<{ Body: Record<string, unknown> }>('/staff/sign-in/confirm', limited, async (request, response) => {
    const token = text(request.body?.token, 100);
    const signedIn = /^[\w-]{20,100}$/.test(token) ? await staff.signIn(token) : null;
    if (!signedIn) return html(response, signInPage(LINK_FAILED_MESSAGE), 400);
    const cookie = `${SESSION_COOKIE}=${signedIn.id}; Path=/staff; HttpOnly; SameSite=Strict; Max-Age=${SESSION_HOURS * 3600}${secure ? '; Secure' : ''}`;
    request.log.info('staff signed in');
    return response.code(303).header('set-cookie', cookie).header('location', '/staff').send();
  });

  app.post<{ Body: Record<string, unknown> }>('/staff/sign-out', async (request, response) => {
    const session = await changeSession(request, response);
    if (!session) return response;
    await staff.signOut(session.id);
    return response
      .code(303)
      .header('set-cookie', `${SESSION_COOKIE}=; Path=/staff; HttpOnly; SameSite=Strict; Max-Age=0`)
      .header('location', '/staff/sign-in')
      .send();
  });

  // The list: a link may carry the form, the status and the page; a search's words (an address, a
  // name) come only in a POST body, so they never sit in a URL, a browser's history or a log.
  const listAnswer = async (request: FastifyRequest, response: FastifyReply, raw: Record<string, unknown>) => {
    const session = await sessionOf(request);
    if (!session) return response.code(303).header('location', '/staff/sign-in').send();
    const filter = filterOf(raw);
    // Registrations are their own kind, in a table of their own (issue 40).
    if (filter.form === 'registration') return response.code(303).header('location', '/staff/registrations').send();
    const { items, total } = await staff.list(filter);
    return html(response, listPage(items, total, filter, session));
  };
  app.get<{ Querystring: Record<string, unknown> }>('/staff', async (request, response) =>
    listAnswer(request, response, { ...request.query, q: undefined }),
  );
  app.post<{ Body: Record<string, unknown> }>('/staff', async (request, response) => listAnswer(request, response, request.body ?? {}));

  app.get<{ Querystring: Record<string, unknown> }>('/staff/registrations', async (request, response) => {
    const session = await sessionOf(request);
    if (!session) return response.code(303).header('location', '/staff/sign-in').send();
    const page = filterOf(request.query).page ?? 1;
    const wanted = text(request.query.status, 12);
    const status = isRegistrationStatus(wanted) ? wanted : undefined;
    const { items, total } = await staff.registrations(page, status);
    return html(response, registrationsPage(items, total, page, session, undefined, status));
  });

  // A registration's own page, its status changes, and a course's CSV (issue 40, point 2).
  const registrationId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);
  const noRegistration = async (response: FastifyReply, session: Session) => {
    const { items, total } = await staff.registrations(1);
    return html(response, registrationsPage(items, total, 1, session, 'That registration does not exist (it may have been erased).'), 404);
  };

  app.get<{ Params: { id: string } }>('/staff/registrations/:id', async (request, response) => {
    const session = await sessionOf(request);
    if (!session) return response.code(303).header('location', '/staff/sign-in').send();
    const id = registrationId(request.params.id);
    const registration = id ? await staff.registration(id) : null;
    if (!registration) return noRegistration(response, session);
    return html(response, registrationPage(registration, await staff.registrationHistory(id), session));
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> }>('/staff/registrations/:id/status', async (request, response) => {
    const session = await changeSession(request, response);
    if (!session) return response;
    const id = registrationId(request.params.id);
    const registration = id ? await staff.registration(id) : null;
    if (!registration) return noRegistration(response, session);
    const again = async (message: string, status: number) =>
      html(response, registrationPage(registration, await staff.registrationHistory(id), session, message), status);
    const from = request.body?.from;
    const to = request.body?.to;
    if (!isRegistrationStatus(from) || !isRegistrationStatus(to)) return again('That is not a status a registration can have.', 400);
    const startText = text(request.body?.start_date, 20).trim();
    const now = staff.currentTime();
    const problem = to === 'confirmed' && startText ? startDateProblem(startText, now) : null;
    if (problem) return again(problem, 400);
    // A cancellation is shown first, with the refund a paid seat gets today; only the confirmed form cancels.
    if (to === 'cancelled' && request.body?.confirm !== 'yes' && registration.status === from) {
      const refund = from === 'paid' ? refundFor(registration, now) : null;
      return html(response, cancelPage(registration, refund, session));
    }
    const shown = Number.parseInt(text(request.body?.refund_percent, 4), 10);
    const outcome = await staff.changeRegistration({
      id,
      from,
      to,
      by: session.email,
      startDate: startText || null,
      shownRefundPercent: Number.isSafeInteger(shown) ? shown : null,
    });
    switch (outcome.kind) {
      case 'missing':
        return noRegistration(response, session);
      case 'stale': {
        const last = outcome.last;
        const said = last
          ? `Already changed by ${last.by} at ${when(last.at)}: it is now ${outcome.registration.status}. Nothing was changed; check the history and decide again.`
          : `Already changed: it is now ${outcome.registration.status}. Nothing was changed.`;
        return html(response, registrationPage(outcome.registration, await staff.registrationHistory(id), session, said), 409);
      }
      case 'not-allowed':
        return again(
          outcome.registration.status === 'cancelled'
            ? 'A cancelled registration is final: it cannot change.'
            : `A ${from} registration cannot become ${to}.`,
          400,
        );
      case 'refund-moved':
        return html(
          response,
          cancelPage(
            outcome.registration,
            outcome.refund,
            session,
            'The refund is not the one shown before (a day has passed): check it and confirm again.',
          ),
          409,
        );
      case 'changed':
        // Which registration changed how, never who it is about.
        request.log.info({ registration: id, from, to }, 'staff changed a registration');
        if (to === 'confirmed' || to === 'cancelled') options.onQueued?.();
        return response.code(303).header('location', `/staff/registrations/${id}`).send();
    }
  });

  app.get<{ Querystring: Record<string, unknown> }>('/staff/registrations.csv', async (request, response) => {
    const session = await sessionOf(request);
    if (!session) return response.code(303).header('location', '/staff/sign-in').send();
    const course = courseById(text(request.query.course, 40));
    if (!course) {
      const { items, total } = await staff.registrations(1);
      const names = COURSES.map((c) => c.id).join(', ');
      return html(response, registrationsPage(items, total, 1, session, `There is no such course. Choose one of: ${names}.`), 400);
    }
    const items = await staff.courseRegistrations(course.id);
    request.log.info({ course: course.id, rows: items.length }, 'staff exported registrations');
    const day = indianDate(staff.currentTime());
    return response
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="registrations-${course.id}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(`${UTF8_BOM}${registrationsCsv(items)}`);
  });

  const exportCsv = async (request: FastifyRequest, response: FastifyReply, raw: Record<string, unknown>) => {
    const session = await sessionOf(request);
    if (!session) return response.code(303).header('location', '/staff/sign-in').send();
    const { items } = await staff.list({ ...filterOf(raw), page: 1 }, 100_000);
    request.log.info({ rows: items.length }, 'staff exported CSV');
    return response
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="enquiries.csv"')
      .send(`${UTF8_BOM}${toCsv(items)}`);
  };
  app.get<{ Querystring: Record<string, unknown> }>('/staff/export.csv', async (request, response) =>
    exportCsv(request, response, { ...request.query, q: undefined }),
  );
  app.post<{ Body: Record<string, unknown> }>('/staff/export.csv', async (request, response) =>
    exportCsv(request, response, request.body ?? {}),
  );

  const noSubmission = (response: FastifyReply, session: Session) =>
    html(response, listPage([], 0, {}, session, 'That submission does not exist (it may have been erased).'), 404);

  app.get<{ Params: { id: string } }>('/staff/submissions/:id', async (request, response) => {
    const session = await sessionOf(request);
    if (!session) return response.code(303).header('location', '/staff/sign-in').send();
    const item = /^\d{1,9}$/.test(request.params.id) ? await staff.get(Number(request.params.id)) : null;
    if (!item) return noSubmission(response, session);
    return html(response, itemPage(item, session, await staff.answers(item.id)));
  });

  app.post<{ Params: { id: string; action: string }; Body: Record<string, unknown> }>(
    '/staff/submissions/:id/:action',
    async (request, response) => {
      const session = await changeSession(request, response);
      if (!session) return response;
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const action = request.params.action;
      const item = id ? await staff.get(id) : null;
      if (!item || !['status', 'note', 'answer'].includes(action)) return noSubmission(response, session);
      if (action === 'status') await staff.setStatus(id, request.body?.status === 'handled' ? 'handled' : 'new');
      else if (action === 'note') await staff.setNote(id, text(request.body?.note, 2000));
      else {
        const subject = text(request.body?.subject, 200).trim() || answerSubject(item);
        const body = typeof request.body?.text === 'string' ? request.body.text.replace(/\r\n/g, '\n').trim() : '';
        if (!body || body.length > ANSWER_MAX_CHARS || item.form === 'newsletter') {
          const problem = body ? `An answer can be at most ${ANSWER_MAX_CHARS} characters.` : 'Write the answer before sending it.';
          return html(response, itemPage(item, session, await staff.answers(id), problem, { subject, text: body }), 400);
        }
        const queued = await staff.queueAnswer(id, { by: session.email, subject, text: body });
        // Who answered which submission, never what was written.
        request.log.info({ submission: id, outboxId: queued }, 'staff answer queued');
        options.onQueued?.();
      }
      return response.code(303).header('location', `/staff/submissions/${id}`).send();
    },
  );

  app.post<{ Body: Record<string, unknown> }>('/staff/erase', async (request, response) => {
    const session = await changeSession(request, response);
    if (!session) return response;
    const email = normaliseEmail(text(request.body?.email, 254));
    if (!email) return html(response, eraseRefusedPage(session), 400);
    // The first press shows what would go, by kind; only the confirming one erases (as cancelling a registration).
    if (request.body?.confirm !== 'yes') {
      const counts = await store.personCounts(email);
      const from = text(request.body?.from, 10);
      return html(response, eraseConfirmPage(email, counts!, session, /^\d{1,9}$/.test(from) ? Number(from) : undefined));
    }
    const erased = await store.erasePerson(email);
    request.log.info({ erased }, 'staff erased a person');
    return html(response, erasedPage(email, erased!, session));
  });
}
