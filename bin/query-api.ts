import { createLogger, loadSheddingOf, shedLoad } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import { createGracefulServer } from './graceful-server.ts';
import { distributedConfig } from './required-database.ts';
import { processorsOf, queryApiOf } from './services.ts';
import { onShutdown, stopService } from './shutdown.ts';

/** The read side alone (docker compose): GET routes and the /ws live channel. */
const config = distributedConfig();
const logger = createLogger('query-api', { level: config.LOG_LEVEL });
const backbone = await openBackbone(config.databaseUrl, config);
const queryApi = queryApiOf(backbone, config, logger, processorsOf(backbone, config));
// Behind the gateway: X-Forwarded-Proto says whether the client came over TLS (HSTS).
queryApi.app.proxy = config.TRUST_PROXY;
const http = createGracefulServer(shedLoad(loadSheddingOf(config, 'query-api'), queryApi.app.callback()));
queryApi.attachLiveChannel(http.server, '/ws');
const port = await http.listen(config.PORT);
onShutdown(logger, () => stopService({ http, queryApi, backbone }, config.SHUTDOWN_GRACE_SECONDS * 1000), config.SHUTDOWN_GRACE_SECONDS * 1000);
logger.info(`query-api listening on ${port}`);
