import { BRAND_NAME } from 'shared/site';
import type { MailMessage } from '../mail';
import { LINK_MINUTES, STAFF_LINK_KIND } from './staff-store';

export { STAFF_LINK_KIND };

/** The sign-in link's e-mail to a listed staff address. */
export function staffLinkMessage(
  to: string,
  token: string,
  options: { readonly mailFrom: string; readonly publicUrl: string },
): MailMessage {
  const link = `${options.publicUrl.replace(/\/$/, '')}/staff/sign-in/confirm?token=${token}`;
  return {
    from: options.mailFrom,
    to,
    subject: `Your ${BRAND_NAME} inbox sign-in link`,
    text: `Open this link and press "Sign in to the inbox" within ${LINK_MINUTES} minutes. It works once.\n\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
  };
}
