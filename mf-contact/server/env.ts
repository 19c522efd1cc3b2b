import path from 'node:path';
import * as v from 'valibot';
import { PORTS, commaList, matching, origin, port, readEnv, serviceEntries, whole } from 'shared/server/env';
import { isValidEmail } from 'shared/lib';
import { CONTACT_EMAIL } from 'shared/site';

const count = (what: string) => whole(1, 1_000_000, `must be ${what} (a whole number)`);
const address = v.pipe(v.string(), v.trim(), v.check(isValidEmail, 'must be an e-mail address'));
// The contact server's variables after every service's (shared/server/env); the README says what each does. TRUST_PROXY
// unset: this machine's proxies (the shell forwards each post with the visitor's address).
const contactEntries = {
  ...serviceEntries('loopback', PORTS.shell),
  CONTACT_PORT: port,
  CONTACT_HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(matching(/^postgres(?:ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  CONTACT_DATA_DIR: v.optional(v.string()),
  CONTACT_RATE_LIMIT: v.optional(count('posts a minute per client'), '10'),
  CONTACT_GLOBAL_PER_MINUTE: v.optional(count('posts stored a minute by the whole site'), '120'),
  CONTACT_OFFICE_MAILS_PER_PERIOD: v.optional(count('office e-mails one by one per digest period'), '10'),
  CONTACT_DIGEST_MINUTES: v.optional(whole(1, 1440, 'must be minutes from 1 to 1440'), '10'),
  SMTP_URL: v.optional(matching(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  OFFICE_EMAIL: v.optional(address, CONTACT_EMAIL.display),
  MAIL_FROM: v.optional(address, `website@${CONTACT_EMAIL.display.split('@')[1] ?? 'localhost'}`),
  RETENTION_DAYS: v.optional(whole(1, 3650, 'must be days from 1 to 3650'), '365'),
  CONTACT_PUBLIC_URL: v.optional(origin),
  STAFF_EMAILS: v.optional(commaList(address, 'e-mail address')),
  FORM_TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters (the same on every contact server)'))),
};

/** The contact server's variables under their names, with its port (CONTACT_PORT, else PORT), data folder and public address. */
export const contactConfigFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  readEnv(contactEntries, env, true, (e) => {
    const port = e.CONTACT_PORT ?? e.PORT ?? PORTS.contact;
    // One folder per port: two copies of the site on one machine (a developer's, a test run's) never share one.
    const dataDir = path.resolve(e.CONTACT_DATA_DIR ?? path.join(__dirname, '..', '.data', `contact-${port}`));
    return { ...e, port, dataDir, publicUrl: e.CONTACT_PUBLIC_URL ?? `http://localhost:${port}` };
  });
