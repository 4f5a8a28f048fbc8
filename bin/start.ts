import path from 'node:path';
import { createLogger, loadConfigOrExit, openDatabase } from '@sankofa/server-kit';
import { startApp } from './app.ts';
import { onShutdown } from './shutdown.ts';

/** `npm start`: the whole app on one port, on the embedded PostgreSQL unless DATABASE_URL is set. */
const config = loadConfigOrExit();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'postgres'),
  embeddedPort: config.EMBEDDED_PG_PORT,
});
const app = await startApp({ port: config.PORT, databaseUrl: database.url, config });
onShutdown(
  createLogger('start', { silent: config.LOG_LEVEL === 'silent' }),
  async () => {
    await app.stop();
    await database.stop();
  },
  config.SHUTDOWN_GRACE_SECONDS * 1000,
);
