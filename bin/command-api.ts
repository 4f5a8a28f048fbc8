import { createLogger, loadSheddingOf, shedLoad } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import { createGracefulServer } from './graceful-server.ts';
import { distributedConfig } from './required-database.ts';
import { commandApiOf, seedDemoCommunityOnce } from './services.ts';
import { onShutdown, stopService } from './shutdown.ts';

/** The write side alone (docker compose): every non-GET route. */
const config = distributedConfig();
const logger = createLogger('command-api', { level: config.LOG_LEVEL });
const backbone = await openBackbone(config.databaseUrl, config);
const http = createGracefulServer(shedLoad(loadSheddingOf(config, 'command-api'), (await commandApiOf(backbone, config, logger)).callback()));
if (config.DEMO_COMMUNITY) await seedDemoCommunityOnce(backbone, config.DEMO_COMMUNITY_SIZE, logger);
const port = await http.listen(config.PORT);
onShutdown(logger, () => stopService({ http, backbone }, config.SHUTDOWN_GRACE_SECONDS * 1000), config.SHUTDOWN_GRACE_SECONDS * 1000);
logger.info(`command-api listening on ${port}`);
