import { CONTACT_PHONE } from '../../site';

/** The request never reached the site, or took too long: nothing was stored. */
export const NETWORK_FAILURE_MESSAGE =
  'We could not reach our server, so this has not been sent. Please check your connection and try again; what you typed is still here.';
/** The site answered, but not with a reply (an error page from the server or a proxy): nothing was stored. */
export const SERVER_FAILURE_MESSAGE = `Our server did not answer properly, so this has not been sent. Please try again in a few minutes, or call us on ${CONTACT_PHONE.display}.`;
