import path from 'node:path';
import * as v from 'valibot';
import type { ParseResult } from 'shared/contracts';
import {
  commaList,
  optionalWhole as whole,
  originSchema as origin,
  parseServiceEnv,
  serviceEntries,
  trustProxyOf as readTrustProxy,
} from 'shared/server/env';
import { isValidEmail } from 'shared/lib';
import { CONTACT_EMAIL } from 'shared/site';
import type { ContactServerOptions } from './contact-server';
const { PORTS } = require('shared/ports') as { PORTS: Record<'shell' | 'contact', number> };

/**
 * The contact server's environment, validated at start: a bad value stops it at once with the
 * variable's name and what is expected, instead of starting and failing on the first enquiry.
 */
const address = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => isValidEmail(value), 'must be an e-mail address'),
);
const envSchema = v.object({
  ...serviceEntries,
  CONTACT_PORT: whole(1, 65535, 'a port number from 1 to 65535'),
  CONTACT_HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(?:ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL'))),
  CONTACT_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  CONTACT_RATE_LIMIT: whole(1, 1_000_000, 'posts a minute per client (a whole number)'),
  CONTACT_GLOBAL_PER_MINUTE: whole(1, 1_000_000, 'posts stored a minute by the whole site (a whole number)'),
  CONTACT_OFFICE_MAILS_PER_PERIOD: whole(1, 1_000_000, 'office e-mails one by one per digest period (a whole number)'),
  CONTACT_DIGEST_MINUTES: whole(1, 1440, 'minutes from 1 to 1440'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'))),
  OFFICE_EMAIL: v.optional(address),
  MAIL_FROM: v.optional(address),
  RETENTION_DAYS: whole(1, 3650, 'days from 1 to 3650'),
  CONTACT_PUBLIC_URL: v.optional(origin),
  STAFF_EMAILS: commaList(address, 'e-mail address'),
  FORM_TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters (the same on every contact server)'))),
});

export type ContactConfig = Pick<ContactServerOptions, 'origins' | 'limits' | 'trustProxy' | 'logger' | 'ledgerOptions'> & {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly redisUrl: string | null;
  readonly smtpUrl: string | null;
  readonly officeEmail: string;
  readonly mailFrom: string;
  readonly retentionDays: number;
  readonly publicUrl: string;
  readonly staffEmails: readonly string[];
  /** Signs the forms' time tokens; null: a random secret per process (one contact server). */
  readonly formTokenSecret: string | null;
};

/** Unset -> this machine's proxies (the shell forwards each post with the visitor's address); "" / "false" -> false; "2" -> two hops; a list -> those proxies. */
export function trustProxyOf(value: string | undefined): ParseResult<ContactServerOptions['trustProxy']> {
  return readTrustProxy(value, ['loopback']);
}

export function contactConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ParseResult<ContactConfig> {
  const parsed = parseServiceEnv(envSchema, env);
  if (!parsed.ok) return parsed;
  const e = parsed.value;
  const trust = trustProxyOf(e.TRUST_PROXY);
  if (!trust.ok) return trust;
  const port = e.CONTACT_PORT ?? e.PORT ?? PORTS.contact;
  return {
    ok: true,
    value: {
      port,
      host: e.CONTACT_HOST ?? '0.0.0.0',
      databaseUrl: e.DATABASE_URL ?? null,
      // One folder per port: two copies of the site on one machine (a developer's, a test run's) never share one.
      dataDir: path.resolve(e.CONTACT_DATA_DIR ?? path.join(__dirname, '..', '.data', `contact-${port}`)),
      origins: e.SITE_ORIGINS ?? [`http://localhost:${PORTS.shell}`, `http://127.0.0.1:${PORTS.shell}`],
      limits: { perClientPerMinute: e.CONTACT_RATE_LIMIT ?? 10, globalPerMinute: e.CONTACT_GLOBAL_PER_MINUTE ?? 120 },
      trustProxy: trust.value,
      redisUrl: e.REDIS_URL ?? null,
      smtpUrl: e.SMTP_URL ?? null,
      officeEmail: e.OFFICE_EMAIL ?? CONTACT_EMAIL.display,
      mailFrom: e.MAIL_FROM ?? `website@${CONTACT_EMAIL.display.split('@')[1] ?? 'localhost'}`,
      retentionDays: e.RETENTION_DAYS ?? 365,
      publicUrl: e.CONTACT_PUBLIC_URL ?? `http://localhost:${port}`,
      staffEmails: e.STAFF_EMAILS ?? [],
      formTokenSecret: e.FORM_TOKEN_SECRET ?? null,
      ledgerOptions: { officeMailsPerPeriod: e.CONTACT_OFFICE_MAILS_PER_PERIOD ?? 10, periodMs: (e.CONTACT_DIGEST_MINUTES ?? 10) * 60_000 },
      logger: { level: e.LOG_LEVEL ?? 'info' },
    },
  };
}
