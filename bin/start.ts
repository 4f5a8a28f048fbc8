import path from 'node:path';
import { createLogger, loadConfig, openDatabase } from '@sankofa/server-kit';
import { startApp } from './app.ts';

/** `npm start`: the whole app on one port, on the embedded PostgreSQL unless DATABASE_URL is set. */
const config = loadConfig();
const logger = createLogger('start');
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'postgres'),
  embeddedPort: config.EMBEDDED_PG_PORT,
});
const app = await startApp({ port: config.PORT, databaseUrl: database.url, config });

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: stopping`);
  try {
    await app.stop();
    await database.stop();
    process.exit(0);
  } catch (error) {
    logger.error('unclean shutdown', { error });
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
