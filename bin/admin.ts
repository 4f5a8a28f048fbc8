/**
 * `npm run admin -- grant <email>`: makes the member with that e-mail an admin (an AdminRoleGranted event,
 * granted by 'operator'). Works beside a running app, on the app's database; the member's next sign-in carries the role.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { grantAdmin } from '@sankofa/command-api/admins';
import { openEventStore } from '@sankofa/events';
import { createPool, loadConfigOrExit, openDataKeys, openDatabase } from '@sankofa/server-kit';

const USAGE = 'Usage: npm run admin -- grant <email>';
const [command, email] = process.argv.slice(2);
if (command !== 'grant' || !email) {
  console.log(USAGE);
  process.exit(command === 'help' || command === '--help' ? 0 : 1);
}

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'postgres'), embeddedPort: config.EMBEDDED_PG_PORT });
const pool = createPool(database.url, 2);
const store = await openEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool, dataKeys: openDataKeys(pool, config) });
try {
  const outcome = await grantAdmin(store, email, 'operator', { actorId: 'operator', actorKind: 'operator', correlationId: randomUUID() });
  console.log(outcome.granted ? `${email} (${outcome.memberId}) is now an admin; their next sign-in carries the role.` : `${email} (${outcome.memberId}) is already an admin.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
  await pool.end();
  await database.stop();
}
