/**
 * `npm run events -- <command>`: export and import the log. Works beside a running app, on the app's database.
 *   export [--from <time|pos>] [--to <time|pos>] [--types A,B] [--format ndjson|csv] [--out file] [--include-contact]
 *   import <file>
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openEventStore } from '@sankofa/events';
import { createPool, loadConfigOrExit, openDataKeys, openDatabase } from '@sankofa/server-kit';
import { runExport } from './events-cli/export-command.ts';
import { runImport } from './events-cli/import-command.ts';

const USAGE = `Usage: npm run events -- <command>
  export [--from <time|pos>] [--to <time|pos>] [--types A,B] [--format ndjson|csv] [--out file] [--include-contact]
         the log to a file (or stdout); secrets never leave, e-mail and phone are redacted unless --include-contact
         (recorded as an EventExportRequested event). --from a position is exclusive, every other bound inclusive.
  import <file>
         an ndjson export into this (empty) store, keeping streams, revisions and metadata; idempotent by event id`;

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
if (command !== 'export' && !(command === 'import' && file)) {
  console.log(USAGE);
  process.exit(command === 'help' ? 0 : 1);
}

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'postgres'), embeddedPort: config.EMBEDDED_PG_PORT });
const pool = createPool(database.url, 4);
const store = await openEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool, dataKeys: openDataKeys(pool, config) });
try {
  if (command === 'export') await runExport(store, { ...values, includeContact: values['include-contact'] });
  else await runImport(store, file!);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
  await pool.end();
  await database.stop();
}
