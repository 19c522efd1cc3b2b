/** @jest-environment node */
import path from 'node:path';
// shared/ports is CommonJS without declarations (shared/server/env types it once for the servers).
const { PORTS } = require('shared/ports') as { PORTS: Record<'contact', number> };
import { contactConfigFromEnv } from './env';

describe('contactConfigFromEnv', () => {
  it('starts on local defaults: embedded database in a folder named by its port, office address from the site facts', () => {
    const config = contactConfigFromEnv({});
    expect(config).toMatchObject({
      ok: true,
      value: {
        // PORT_BASE moves the well-known ports (a test run beside a developer's site).
        port: PORTS.contact,
        OFFICE_EMAIL: 'hello@robominds.in',
        TRUST_PROXY: ['loopback'],
        CONTACT_RATE_LIMIT: 10,
        CONTACT_GLOBAL_PER_MINUTE: 120,
        RETENTION_DAYS: 365,
      },
    });
    // No PostgreSQL server and no SMTP: the embedded database, and the outbox waits.
    expect(config.ok && [config.value.DATABASE_URL, config.value.SMTP_URL]).toEqual([undefined, undefined]);
    expect(config.ok && config.value.dataDir).toBe(path.resolve(__dirname, '..', '.data', `contact-${PORTS.contact}`));
  });

  it('reads a PostgreSQL server, SMTP, limits, proxies and retention', () => {
    const config = contactConfigFromEnv({
      DATABASE_URL: 'postgres://contact:secret@db:5432/contact',
      SMTP_URL: 'smtp://mail:25',
      OFFICE_EMAIL: 'office@example.org',
      CONTACT_RATE_LIMIT: '3',
      CONTACT_GLOBAL_PER_MINUTE: '50',
      TRUST_PROXY: '2',
      RETENTION_DAYS: '180',
      CONTACT_PORT: '9999',
      SITE_ORIGINS: 'https://www.example.org',
    });
    expect(config).toMatchObject({
      ok: true,
      value: {
        port: 9999,
        DATABASE_URL: 'postgres://contact:secret@db:5432/contact',
        SMTP_URL: 'smtp://mail:25',
        OFFICE_EMAIL: 'office@example.org',
        CONTACT_RATE_LIMIT: 3,
        CONTACT_GLOBAL_PER_MINUTE: 50,
        TRUST_PROXY: 2,
        RETENTION_DAYS: 180,
        SITE_ORIGINS: ['https://www.example.org'],
      },
    });
  });

  it.each([
    ['DATABASE_URL', 'mysql://db/contact', 'DATABASE_URL'],
    ['OFFICE_EMAIL', 'office', 'OFFICE_EMAIL'],
    ['CONTACT_RATE_LIMIT', 'lots', 'CONTACT_RATE_LIMIT'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL'],
    ['TRUST_PROXY', 'my proxy', 'TRUST_PROXY'],
  ])('stops on a bad %s, naming it', (name, value, named) => {
    const config = contactConfigFromEnv({ [name]: value });
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.error).toContain(named);
  });
});
