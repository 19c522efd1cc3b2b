/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs under tsx from any folder (tests start it from the repository's root, where no
// tsconfig sets the JSX runtime): these pragmas make every runner compile this file the same way.
import type { FastifyInstance } from 'fastify';
import { FORM_LOCALE_FIELD, LOCALE_TAGS, formLocale, type Locale } from 'shared/contracts';
import { BRAND_NAME, CONTACT_EMAIL } from 'shared/site';
import type { Words } from 'shared/i18n';
import { serverWords } from './words';
import type { MailMessage } from './mail';
import { renderDocument } from './html';
import { NEWSLETTER_CONFIRM_DAYS, type Store } from './store';

/**
 * The newsletter's double opt-in and one-click unsubscribe, on the contact server's public address.
 * A link in an e-mail only ever opens a page: confirming and unsubscribing are POSTs (a mail
 * scanner that follows links confirms nothing). Mail clients' one-click unsubscribe (RFC 8058) posts
 * `List-Unsubscribe=One-Click` to the unsubscribe URL itself, which carries its token. The e-mail, its
 * links and the pages they open speak the language the visitor signed up in (the links carry it, read
 * strictly: anything else is English).
 */
export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

const link = (publicUrl: string, path: string, token: string, locale: Locale) =>
  `${publicUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}${locale === 'en' ? '' : `&${FORM_LOCALE_FIELD}=${locale}`}`;

/** The confirmation e-mail to the address a visitor typed, in the language they signed up in: the one mail that goes to such an address. */
export function confirmationMessage(
  to: string,
  tokens: { readonly confirm: string; readonly unsubscribe: string },
  options: { readonly mailFrom: string; readonly publicUrl: string },
  locale: Locale = 'en',
): MailMessage {
  const i18n = serverWords.i18nFor(locale);
  const unsubscribe = link(options.publicUrl, UNSUBSCRIBE_PATH, tokens.unsubscribe, locale);
  const days = NEWSLETTER_CONFIRM_DAYS;
  return {
    from: options.mailFrom,
    to,
    subject: i18n._('newsletter.mail.subject', { brand: BRAND_NAME }),
    text: [
      i18n._('newsletter.mail.asked', { brand: BRAND_NAME }),
      '',
      i18n._('newsletter.mail.toConfirm', { button: i18n._('newsletter.confirm.button'), days }),
      link(options.publicUrl, CONFIRM_PATH, tokens.confirm, locale),
      '',
      i18n._('newsletter.mail.notYou', { days }),
      i18n._('newsletter.mail.remove', { link: unsubscribe }),
      '',
      `${BRAND_NAME}, ${CONTACT_EMAIL.display}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const PAGE_STYLE =
  'body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:999px;background:#1d4ed8;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}';

/** A small page of the contact server's own, in a language: one message and, before an action, its POST button. */
function page(
  locale: Locale,
  title: string,
  message: string,
  action?: { readonly path: string; readonly token: string; readonly label: string },
): string {
  return renderDocument(
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${BRAND_NAME}`}</title>
        <style>{PAGE_STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{message}</p>
          {action ? (
            <form method="post" action={action.path}>
              <input type="hidden" name="token" value={action.token} />
              <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
              <button type="submit">{action.label}</button>
            </form>
          ) : null}
        </main>
      </body>
    </html>,
  );
}

const tokenOf = (value: unknown): string | null => (typeof value === 'string' && /^[\w-]{20,100}$/.test(value) ? value : null);

/** The language a newsletter page was asked in: the link's (or its form's) field, strictly. */
const localeOf = (...places: readonly unknown[]): Locale =>
  formLocale(
    places.map((place) => (place as Record<string, unknown> | undefined)?.[FORM_LOCALE_FIELD]).find((value) => value !== undefined),
  );

export function registerNewsletterRoutes(app: FastifyInstance, store: Store): void {
  const send = async (response: import('fastify').FastifyReply, status: number, body: string) =>
    response.code(status).type('text/html; charset=utf-8').send(body);
  const expired = (locale: Locale) => {
    const i18n = serverWords.i18nFor(locale);
    return page(locale, i18n._('newsletter.expired.title'), i18n._('newsletter.expired.message', { email: CONTACT_EMAIL.display }));
  };

  // A link from an e-mail opens a page whose button posts: a scanner's GET changes nothing.
  const buttonPage = (path: string, texts: (i18n: Words) => { readonly title: string; readonly message: string; readonly label: string }) =>
    app.get<{ Querystring: Record<string, string | undefined> }>(path, async (request, response) => {
      const locale = localeOf(request.query);
      const token = tokenOf(request.query.token);
      if (!token) return send(response, 404, expired(locale));
      const { title, message, label } = texts(serverWords.i18nFor(locale));
      return send(response, 200, page(locale, title, message, { path, token, label }));
    });
  buttonPage(CONFIRM_PATH, (i18n) => ({
    title: i18n._('newsletter.confirm.title'),
    message: i18n._('newsletter.confirm.message', { brand: BRAND_NAME }),
    label: i18n._('newsletter.confirm.button'),
  }));
  buttonPage(UNSUBSCRIBE_PATH, (i18n) => ({
    title: i18n._('newsletter.unsubscribe.title'),
    message: i18n._('newsletter.unsubscribe.message'),
    label: i18n._('newsletter.unsubscribe.button'),
  }));

  app.post<{ Body: Record<string, unknown> | undefined }>(CONFIRM_PATH, async (request, response) => {
    const locale = localeOf(request.body);
    const i18n = serverWords.i18nFor(locale);
    const token = tokenOf(request.body?.token);
    if (!token || !(await store.confirmNewsletter(token))) return send(response, 404, expired(locale));
    request.log.info('newsletter sign-up confirmed');
    return send(response, 200, page(locale, i18n._('newsletter.subscribed.title'), i18n._('newsletter.subscribed.message')));
  });

  // From the page's button (token in the body) or a mail client's one-click POST (token in the URL).
  app.post<{ Body: Record<string, unknown> | undefined; Querystring: Record<string, string | undefined> }>(
    UNSUBSCRIBE_PATH,
    async (request, response) => {
      const locale = localeOf(request.body, request.query);
      const i18n = serverWords.i18nFor(locale);
      const token = tokenOf(request.body?.token) ?? tokenOf(request.query.token);
      if (!token) return send(response, 404, expired(locale));
      const erased = await store.unsubscribeNewsletter(token);
      request.log.info({ erased }, 'newsletter unsubscribe');
      // Already gone is not an error to the person: the address is not on the list either way.
      return send(response, 200, page(locale, i18n._('newsletter.unsubscribed.title'), i18n._('newsletter.unsubscribed.message')));
    },
  );
}
