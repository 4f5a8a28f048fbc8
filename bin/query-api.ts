import { createServer } from 'node:http';
import { createLogger } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import { distributedConfig } from './required-database.ts';
import { onShutdown, queryApiOf } from './services.ts';

/** The read side alone (docker compose): GET routes and the /ws live channel. */
const config = distributedConfig();
const logger = createLogger('query-api', { silent: config.LOG_LEVEL === 'silent' });
const backbone = await openBackbone(config.databaseUrl, config);
const queryApi = queryApiOf(backbone, logger);
// Behind the gateway: X-Forwarded-Proto says whether the client came over TLS (HSTS).
queryApi.app.proxy = config.TRUST_PROXY;
const server = createServer(queryApi.app.callback());
queryApi.attachLiveChannel(server, '/ws');
server.listen(config.PORT, () => logger.info(`query-api listening on ${config.PORT}`));
onShutdown(logger, async () => {
  await queryApi.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await backbone.close();
});
