/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs under tsx from any folder (tests start it from the repository's root, where no
// tsconfig sets the JSX runtime): these pragmas make every runner compile this file the same way.
import type { FastifyInstance } from 'fastify';
import { BRAND_NAME, CONTACT_EMAIL } from 'shared/site';
import type { MailMessage } from './mail';
import { renderDocument } from './html';
import { NEWSLETTER_CONFIRM_DAYS, type Store } from './store';

/**
 * The newsletter's double opt-in and one-click unsubscribe, on the contact server's public address.
 * A link in an e-mail only ever opens a page: confirming and unsubscribing are POSTs (a mail
 * scanner that follows links confirms nothing). Mail clients' one-click unsubscribe (RFC 8058) posts
 * `List-Unsubscribe=One-Click` to the unsubscribe URL itself, which carries its token.
 */
export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

const link = (publicUrl: string, path: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

/** The confirmation e-mail to the address a visitor typed: the one mail that goes to such an address. */
export function confirmationMessage(
  to: string,
  tokens: { readonly confirm: string; readonly unsubscribe: string },
  options: { readonly mailFrom: string; readonly publicUrl: string },
): MailMessage {
  const unsubscribe = link(options.publicUrl, UNSUBSCRIBE_PATH, tokens.unsubscribe);
  return {
    from: options.mailFrom,
    to,
    subject: `Please confirm your ${BRAND_NAME} newsletter subscription`,
    text: [
      `Someone, we hope you, asked to receive the ${BRAND_NAME} newsletter at this address.`,
      '',
      `To confirm, open this link and press "Confirm subscription" (it works for ${NEWSLETTER_CONFIRM_DAYS} days):`,
      link(options.publicUrl, CONFIRM_PATH, tokens.confirm),
      '',
      `If it was not you, ignore this e-mail: nothing will be sent to you, and the address is deleted after ${NEWSLETTER_CONFIRM_DAYS} days.`,
      `To be removed at once: ${unsubscribe}`,
      '',
      `${BRAND_NAME}, ${CONTACT_EMAIL.display}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const PAGE_STYLE =
  'body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:999px;background:#1d4ed8;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}';

/** A small page of the contact server's own: one message and, before an action, its POST button. */
function page(title: string, message: string, action?: { readonly path: string; readonly token: string; readonly label: string }): string {
  return renderDocument(
    <html lang="en">
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
              <button type="submit">{action.label}</button>
            </form>
          ) : null}
        </main>
      </body>
    </html>,
  );
}

const tokenOf = (value: unknown): string | null => (typeof value === 'string' && /^[\w-]{20,100}$/.test(value) ? value : null);

export function registerNewsletterRoutes(app: FastifyInstance, store: Store): void {
  const html = (status: number, body: string) => ({ status, body });
  const send = async (response: import('fastify').FastifyReply, { status, body }: { status: number; body: string }) =>
    response.code(status).type('text/html; charset=utf-8').send(body);
  const expired = html(
    404,
    page(
      'This link no longer works',
      `It may have expired or been used already. To subscribe, sign up again on our website; for help, write to ${CONTACT_EMAIL.display}.`,
    ),
  );

  // A link from an e-mail opens a page whose button posts: a scanner's GET changes nothing.
  const buttonPage = (path: string, title: string, message: string, label: string) =>
    app.get<{ Querystring: { token?: string } }>(path, async (request, response) => {
      const token = tokenOf(request.query.token);
      return send(response, token ? html(200, page(title, message, { path, token, label })) : expired);
    });
  buttonPage(
    CONFIRM_PATH,
    'Confirm your subscription',
    `Press the button to receive the ${BRAND_NAME} newsletter.`,
    'Confirm subscription',
  );
  buttonPage(UNSUBSCRIBE_PATH, 'Unsubscribe', 'Press the button to stop the newsletter. Your address is then erased.', 'Unsubscribe');

  app.post<{ Body: { token?: unknown } }>(CONFIRM_PATH, async (request, response) => {
    const token = tokenOf(request.body?.token);
    if (!token || !(await store.confirmNewsletter(token))) return send(response, expired);
    request.log.info('newsletter sign-up confirmed');
    return send(response, html(200, page('You are subscribed', 'Thank you. Every newsletter has a link to unsubscribe at once.')));
  });

  // From the page's button (token in the body) or a mail client's one-click POST (token in the URL).
  app.post<{ Body: { token?: unknown }; Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, async (request, response) => {
    const token = tokenOf(request.body?.token) ?? tokenOf(request.query.token);
    if (!token) return send(response, expired);
    const erased = await store.unsubscribeNewsletter(token);
    request.log.info({ erased }, 'newsletter unsubscribe');
    // Already gone is not an error to the person: the address is not on the list either way.
    return send(response, html(200, page('You are unsubscribed', 'Your address has been erased from our newsletter list.')));
  });
}
