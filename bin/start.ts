import path from 'node:path';
import { EmbeddedPostgresError, createLogger, loadConfigOrExit, openDatabase } from '@sankofa/server-kit';
import { startApp } from './app.ts';
import { onShutdown } from './shutdown.ts';

/** `npm start`: the whole app on one port, on the embedded PostgreSQL unless DATABASE_URL is set. */
const config = loadConfigOrExit();
const startLog = createLogger('start');
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'postgres'),
  embeddedPort: config.EMBEDDED_PG_PORT,
}).catch((error: unknown) => {
  // Why it cannot start and what to do, without a stack trace that reads like a crash.
  if (!(error instanceof EmbeddedPostgresError)) throw error;
  startLog.error(error.message);
  process.exit(1);
});
const app = await startApp({ port: config.PORT, databaseUrl: database.url, config });
onShutdown(
  startLog,
  async () => {
    await app.stop();
    await database.stop();
  },
  config.SHUTDOWN_GRACE_SECONDS * 1000,
);
// The app has already stopped itself and said why; the database goes with it.
void app.crashed.then(async () => {
  await database.stop();
  process.exit(1);
});
// Said once the signals are ours: a supervisor that stops us on seeing it must not meet the default SIGTERM action.
startLog.info(`Sankofa listening on ${app.url}`);
