/**
 * `npm run events -- <command>`: export and import the log. Works beside a running app, on the app's database.
 *   export [--from <time|pos>] [--to <time|pos>] [--types A,B] [--format ndjson|csv] [--out file] [--include-contact]
 *   import <file>
 *   seal-into <url>
 *   rotate-master-key
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openEventStore } from '@sankofa/events';
import { createPool, loadConfigOrExit, openDataKeys, openDatabase } from '@sankofa/server-kit';
import { runExport } from './events-cli/export-command.ts';
import { runImport } from './events-cli/import-command.ts';
import { runRotateMasterKey, runSealInto } from './events-cli/seal-command.ts';

const USAGE = `Usage: npm run events -- <command>
  export [--from <time|pos>] [--to <time|pos>] [--types A,B] [--format ndjson|csv] [--out file] [--include-contact]
         the log to a file (or stdout); secrets never leave, e-mail and phone are redacted unless --include-contact
         (recorded as an EventExportRequested event). --from a position is exclusive, every other bound inclusive.
  import <file>
         an ndjson export into this (empty) store, keeping streams, revisions and metadata; idempotent by event id
  seal-into <postgres://… | kurrentdb://…>
         the whole log copied into a new, empty store with every member's personal fields sealed with her key;
         run again, it copies only what is new (see docs/privacy.md for the switch)
  rotate-master-key
         seals every member's data key with PERSONAL_DATA_MASTER_KEY (the old key in PERSONAL_DATA_PREVIOUS_MASTER_KEYS)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    types: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    'include-contact': { type: 'boolean' },
  },
});
const [command, file] = positionals;
const known = command === 'export' || command === 'rotate-master-key' || ((command === 'import' || command === 'seal-into') && file);
if (!known) {
  console.log(USAGE);
  process.exit(command === 'help' ? 0 : 1);
}

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'postgres'), embeddedPort: config.EMBEDDED_PG_PORT });
const pool = createPool(database.url, 4);
const store = await openEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool, dataKeys: openDataKeys(pool, config) });
try {
  if (command === 'export') await runExport(store, { ...values, includeContact: values['include-contact'] });
  else if (command === 'import') await runImport(store, file!);
  else if (command === 'seal-into') await runSealInto(store, pool, file!, config);
  else await runRotateMasterKey(pool, config);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
  await pool.end();
  await database.stop();
}
