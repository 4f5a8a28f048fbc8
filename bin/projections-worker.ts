import { createLogger } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import { distributedConfig } from './required-database.ts';
import { projectionRuntimeOf, startPushNotifications } from './services.ts';
import { onShutdown, stopService } from './shutdown.ts';

/** The projections alone (docker compose); several may run, their leases let one write each projector. */
const config = distributedConfig();
const silent = config.LOG_LEVEL === 'silent';
const backbone = await openBackbone(config.databaseUrl, config);
const runtime = projectionRuntimeOf(backbone, silent);
await runtime.start();
await startPushNotifications(backbone, createLogger('push-notifier', { silent }));
onShutdown(createLogger('projections-worker', { silent }), () => stopService({ projections: runtime, backbone }, 0), config.SHUTDOWN_GRACE_SECONDS * 1000);
