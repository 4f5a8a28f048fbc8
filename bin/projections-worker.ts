import { createLogger, metricsListener } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import { createGracefulServer } from './graceful-server.ts';
import { distributedConfig } from './required-database.ts';
import { processorsOf, startProjectionRuntime } from './services.ts';
import { onShutdown, stopService } from './shutdown.ts';

/** The projections alone (docker compose); several may run, their leases let one write each projector. */
const config = distributedConfig();
const logger = createLogger('projections-worker', { level: config.LOG_LEVEL });
const backbone = await openBackbone(config.databaseUrl, config, { answersMembers: false });
const runtime = await startProjectionRuntime(backbone, processorsOf(backbone, config), config.LOG_LEVEL);
// It serves no API: its port answers /metrics (the projectors' lag and state) and /health/live for Prometheus.
const http = createGracefulServer(metricsListener(config.METRICS_TOKEN));
const port = await http.listen(config.PORT);
onShutdown(logger, () => stopService({ http, projections: runtime, backbone }, 0), config.SHUTDOWN_GRACE_SECONDS * 1000);
logger.info(`projections worker listening on ${port}`);
