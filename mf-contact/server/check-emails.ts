import { openDatabase } from './database';
import { contactConfigFromEnv } from './env';
import { migrate } from './migrations';
import { deliveryKeys, normaliseEmail } from './email-address';

/**
 * `npm run check-emails -w mf-contact` (issue 38, a one-off for rows stored before the one e-mail
 * parser): reads every submission of the configured database (DATABASE_URL, or the PGlite folder the
 * server uses) and reports each whose address the parser refuses or would store differently, by id
 * and form, with how many mailboxes a mail library would deliver it to. It changes nothing: staff
 * correct or erase each (erasing the intended address finds such rows too). Exit 1 when any is found.
 */
async function main() {
  const config = contactConfigFromEnv();
  if (!config.ok) throw new Error(`bad environment: ${config.error}`);
  const db = await openDatabase({ url: config.value.DATABASE_URL, dataDir: config.value.dataDir });
  try {
    await migrate(db);
    const rows = await db.query<{ id: number; form: string; email: string }>('SELECT id, form, email FROM submissions ORDER BY id');
    let found = 0;
    for (const row of rows) {
      const normal = normaliseEmail(row.email);
      if (normal === row.email) continue;
      found += 1;
      const reason = normal ? 'not in its normal form (trim, domain lower-case, IDN as ASCII)' : 'not one mailbox';
      console.log(`#${row.id} ${row.form}: ${reason}; a mail library delivers it to ${deliveryKeys(row.email).length} mailbox(es)`);
    }
    console.log(`${rows.length} submissions read, ${found} to correct or erase.`);
    process.exitCode = found ? 1 : 0;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`check-emails: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
