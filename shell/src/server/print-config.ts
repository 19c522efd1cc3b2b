import { orExit } from 'shared/server/env';
import { siteConfigFromEnv } from './env';

/**
 * `npm run --silent config -w shell > dist/site-config.json`: the site config this environment
 * describes, as the file a static host serves (the shell's server makes it per request instead).
 */
process.stdout.write(`${JSON.stringify(orExit(siteConfigFromEnv(), 'site-config'), null, 2)}\n`);
