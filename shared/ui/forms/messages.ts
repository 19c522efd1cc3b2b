import { formFailureMessage } from './failure-words';

/** The request never reached the site, or took too long: nothing was stored (English; `formFailureMessage` for a language). */
export const NETWORK_FAILURE_MESSAGE = formFailureMessage('network');
/** The site answered, but not with a reply (an error page from the server or a proxy): nothing was stored. */
export const SERVER_FAILURE_MESSAGE = formFailureMessage('server');
