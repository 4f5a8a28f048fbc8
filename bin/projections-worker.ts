import { createLogger } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import { distributedConfig } from './required-database.ts';
import { onShutdown, projectionRuntimeOf } from './services.ts';

/** The projections alone (docker compose); several may run, their leases let one write each projector. */
const config = distributedConfig();
const silent = config.LOG_LEVEL === 'silent';
const backbone = await openBackbone(config.databaseUrl, config);
const runtime = projectionRuntimeOf(backbone, silent);
await runtime.start();
onShutdown(createLogger('projections-worker', { silent }), async () => {
  await runtime.stop();
  await backbone.close();
});
