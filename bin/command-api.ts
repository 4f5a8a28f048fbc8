import { createServer } from 'node:http';
import { createLogger } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import { distributedConfig } from './required-database.ts';
import { commandApiOf, onShutdown, seedDemoCommunityOnce } from './services.ts';

/** The write side alone (docker compose): every non-GET route. */
const config = distributedConfig();
const logger = createLogger('command-api', { silent: config.LOG_LEVEL === 'silent' });
const backbone = await openBackbone(config.databaseUrl, config);
const server = createServer((await commandApiOf(backbone, config, logger)).callback());
if (config.DEMO_COMMUNITY) await seedDemoCommunityOnce(backbone, config.DEMO_COMMUNITY_SIZE, logger);
server.listen(config.PORT, () => logger.info(`command-api listening on ${config.PORT}`));
onShutdown(logger, async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await backbone.close();
});
