import { mkdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import { buildContactServer } from './contact-server';
import { openDatabase } from './database';
import { contactConfigFromEnv } from './env';
import { migrate } from './migrations';
import { Outbox, startOutboxWorker } from './outbox';
import { smtpMailer } from './mail';
import { Store } from './store';
import { StaffStore } from './staff/staff-store';
import { counterFor } from 'shared/server/limits';
import { AbuseLedger } from './limits';
import { TimeTokens } from './time-token';
import { orExit } from 'shared/server/env';
import { leaveOnSignal } from 'shared/server/shutdown';

/** `npm run contact-server -w mf-contact`: the contact server on PORT_BASE+6 (8086 by default). */
async function main() {
  const env = orExit(contactConfigFromEnv(), 'contact server');
  if (!env.DATABASE_URL) mkdirSync(env.dataDir, { recursive: true });
  // PGlite in a thread of its own: requests are handled while the database works (issue 24).
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir, worker: true });
  const applied = await migrate(db);
  // One connection for the limits of every instance; a Redis that is down leaves the per-client limit in memory.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false })
    : null;
  redis?.on('error', (error: Error) => console.error(`contact server: redis: ${error.message}`));
  const store = new Store(db);
  // One ledger for the server's answers and its outbox: the digest counts what the answers refused.
  const ledger = new AbuseLedger(counterFor(redis, 'contact-server:'), {
    officeMailsPerPeriod: env.CONTACT_OFFICE_MAILS_PER_PERIOD,
    periodMs: env.CONTACT_DIGEST_MINUTES * 60_000,
  });
  // Without SMTP_URL the outbox waits: every submission is kept, and is sent once SMTP is configured.
  const mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL) : null;
  let worker: ReturnType<typeof startOutboxWorker> | null = null;
  const app = await buildContactServer({
    store,
    origins: env.SITE_ORIGINS,
    publicUrl: env.publicUrl,
    limits: { perClientPerMinute: env.CONTACT_RATE_LIMIT, globalPerMinute: env.CONTACT_GLOBAL_PER_MINUTE },
    trustProxy: env.TRUST_PROXY,
    redis,
    logger: { level: env.LOG_LEVEL },
    onStored: () => worker?.nudge(),
    tokens: new TimeTokens(env.FORM_TOKEN_SECRET),
    ledger,
    staff: env.STAFF_EMAILS ? { store: new StaffStore(db), options: { staffEmails: env.STAFF_EMAILS, publicUrl: env.publicUrl } } : null,
  });
  if (mailer) {
    const outbox = new Outbox(db, mailer, {
      officeEmail: env.OFFICE_EMAIL,
      mailFrom: env.MAIL_FROM,
      publicUrl: env.publicUrl,
      abuseCounts: (period) => ledger.counts(period),
      onError: (id, attempts, code) => app.log.warn({ outboxId: id, attempts, code }, 'office e-mail not sent: will retry'),
    });
    worker = startOutboxWorker(outbox, {
      onRunError: (error) => app.log.error({ code: (error as { code?: string }).code }, 'outbox run failed'),
    });
    worker.nudge();
  }
  // Retention: what is older than RETENTION_DAYS is deleted, at start and every hour.
  const sweep = () =>
    void store
      .deleteOlderThan(env.RETENTION_DAYS)
      .then((deleted) => deleted && app.log.info({ deleted, retentionDays: env.RETENTION_DAYS }, 'retention: old submissions deleted'))
      .catch((error: unknown) => app.log.error({ code: (error as { code?: string }).code }, 'retention sweep failed'));
  const sweeper = setInterval(sweep, 3_600_000);
  sweeper.unref();
  sweep();
  // SIGTERM: no new connections, the enquiries in flight answered (and stored), then the outbox, mail,
  // database and Redis closed in that order.
  leaveOnSignal(app, {
    name: 'contact server',
    release: [() => clearInterval(sweeper), () => worker?.stop(), () => mailer?.close(), () => db.close(), () => redis?.quit()],
  });
  await app.listen({ port: env.port, host: env.CONTACT_HOST });
  app.log.info(
    {
      database: db.kind,
      migrationsApplied: applied,
      limitsIn: redis ? 'redis' : 'memory',
      officeMail: mailer ? 'smtp' : 'waiting (no SMTP_URL)',
    },
    `contact server on http://localhost:${env.port}/forms/contact`,
  );
}

main().catch((error: unknown) => {
  console.error(`contact server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
