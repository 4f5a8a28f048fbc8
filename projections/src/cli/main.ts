/**
 * `npm run projections -- <command>`: status | rebuild <name>... (or all) | reset <name> | retry <name> | replay <name> [--to <position> | --at <time>] | adhoc <module>
 * Works beside a running app (it uses the app's database and takes leases like any instance).
 */
import { hostname } from 'node:os';
import path from 'node:path';
import { openEventStore } from '@sankofa/events';
import { createLogger, createPool, loadConfigOrExit, openDataKeys, openDatabase, type Logger } from '@sankofa/server-kit';
import { projectors } from '../registry.ts';
import { migrateProjections } from '../runtime/checkpoints.ts';
import { createProjectionRuntime } from '../runtime/runtime.ts';
import { formatProgress, formatStatusLine, progressPrinter } from './format.ts';
import { runTimeTravel, TIME_TRAVEL_USAGE } from './time-travel-command.ts';

const USAGE = `Usage: npm run projections -- <command>
  status                         one line per projector: name, version, position, lag, state
  rebuild <name>... | all        blue/green rebuild while the current version keeps serving (several in one read of the log)
  reset <name>                   stop it, wipe it and rebuild it in place
  retry <name>                   run a failed projector again from its checkpoint (after fixing its code)
${TIME_TRAVEL_USAGE}
Projectors: ${projectors.map((projector) => projector.name).join(', ')}`;

const [command, name, ...rest] = process.argv.slice(2);
if (!command || command === 'help' || command === '--help' || (command !== 'status' && !name)) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

const config = loadConfigOrExit();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'postgres'),
  embeddedPort: config.EMBEDDED_PG_PORT,
});
const pool = createPool(database.url, 10);
const store = await openEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool, dataKeys: openDataKeys(pool, config) });
await migrateProjections(pool);
// The progress line says what happens; only warnings and errors are worth a log line here.
const log = createLogger('projections-cli', { silent: config.LOG_LEVEL === 'silent' });
const logger: Logger = { info: () => undefined, warn: log.warn, error: log.error };
const runtime = createProjectionRuntime({
  store,
  pool,
  projectors,
  logger,
  instanceId: `cli-${hostname()}-${process.pid}`,
  batchSize: 5000,
});

const progress = progressPrinter();
let exitCode = 0;
try {
  switch (command) {
    case 'status':
      for (const status of await runtime.status()) console.log(formatStatusLine(status));
      break;
    case 'rebuild': {
      const names = name === 'all' ? projectors.map((projector) => projector.name) : [name!, ...rest];
      await runtime.rebuildAll(names, (update) => progress.update(formatProgress(update)));
      progress.done();
      console.log(`${names.join(', ')} rebuilt and switched`);
      break;
    }
    case 'reset':
      await runtime.reset(name!, (update) => progress.update(formatProgress(update)));
      progress.done();
      console.log(`${name} reset and caught up`);
      break;
    case 'retry':
      await runtime.retry(name!);
      console.log(`${name} will run again from its checkpoint on the next tick of a running instance`);
      break;
    case 'replay':
    case 'adhoc':
      await runTimeTravel({ pool, store, progress }, command, name!, rest);
      break;
    default:
      console.error(`Unknown command ${command}\n${USAGE}`);
      exitCode = 1;
  }
} catch (error) {
  progress.done();
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await store.close();
  await pool.end();
  await database.stop();
}
process.exit(exitCode);
