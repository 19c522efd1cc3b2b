import { serverFailureMessage } from './failure-words';
import { networkFailureMessage } from './words';

/** The request never reached the site, or took too long: nothing was stored (English; `networkFailureMessage` for a language). */
export const NETWORK_FAILURE_MESSAGE = networkFailureMessage();
/** The site answered, but not with a reply (an error page from the server or a proxy): nothing was stored. */
export const SERVER_FAILURE_MESSAGE = serverFailureMessage();
