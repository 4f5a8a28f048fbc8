import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { createCommandApi, migrateCommandApi } from '@sankofa/command-api';
import { seedDemoCommunity } from '@sankofa/command-api/demo-community/index';
import { createProjectionRuntime, projectors } from '@sankofa/projections';
import { createQueryApi } from '@sankofa/query-api';
import { createLogger, loadConfig, type Config } from '@sankofa/server-kit';
import { openBackbone, parseKnownEvent } from './backbone.ts';
import { commandRouters, liveMappers, queryRouters } from './features.ts';
import { staticFiles } from './static-files.ts';

export interface AppOptions {
  port: number;
  databaseUrl: string;
  /** Defaults to the environment's configuration (`loadConfig()`). */
  config?: Partial<Config>;
  staticDir?: string;
}

export interface RunningApp {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const DEFAULT_STATIC_DIR = path.resolve(import.meta.dirname, '../frontend/dist');

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/health/');
const isRead = (request: IncomingMessage) => request.method === 'GET' || request.method === 'HEAD';

/** The embedded default: command-api, query-api, the projections and the frontend in one process, on one port. */
export const startApp = async (options: AppOptions): Promise<RunningApp> => {
  const config = { ...loadConfig(), ...options.config };
  const silent = config.LOG_LEVEL === 'silent';
  const logger = createLogger('app', { silent });
  const backbone = await openBackbone(options.databaseUrl, config);
  await migrateCommandApi(backbone.pool);
  const runtime = createProjectionRuntime({ ...backbone, projectors, parse: parseKnownEvent, logger: createLogger('projections', { silent }) });
  await runtime.start();
  if (config.DEMO_COMMUNITY) await seed(backbone, config.DEMO_COMMUNITY_SIZE, logger);

  const commands = createCommandApi({ ...backbone, logger, routers: commandRouters(backbone) }).callback();
  const queryApi = createQueryApi({ ...backbone, logger, routers: queryRouters(backbone), liveMappers });
  const queries = queryApi.app.callback();
  const frontend = staticFiles(options.staticDir ?? DEFAULT_STATIC_DIR).callback();

  const server = createServer((request, response) => {
    if (!isRead(request)) return commands(request, response);
    return isApiPath(request.url ?? '/') ? queries(request, response) : frontend(request, response);
  });
  queryApi.attachLiveChannel(server, '/ws');
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  logger.info(`Sankofa listening on http://localhost:${port}`);

  return {
    url: `http://localhost:${port}`,
    port,
    async stop() {
      await queryApi.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.stop();
      await backbone.close();
    },
  };
};

const seed = async (backbone: Parameters<typeof seedDemoCommunity>[0], members: number, logger: ReturnType<typeof createLogger>) => {
  let reported = 0;
  const report = await seedDemoCommunity(backbone, {
    members,
    onProgress: (done, total) => {
      if (done - reported < 50 && done !== total) return;
      reported = done;
      logger.info(`demo community: ${done}/${total} members`);
    },
  });
  logger.info(`demo community ready: ${report.registered} new, ${report.alreadySeeded} already there`);
};
