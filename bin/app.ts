import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { createCommandApi, migrateCommandApi } from '@sankofa/command-api';
import { createProjectionRuntime, projectors } from '@sankofa/projections';
import { createQueryApi } from '@sankofa/query-api';
import { createLogger } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import { commandRouters, liveMappers, queryRouters } from './features.ts';
import { staticFiles } from './static-files.ts';

export interface AppOptions {
  port: number;
  databaseUrl: string;
  eventStoreUrl?: string;
  dataDir: string;
  staticDir?: string;
  jwtSecret?: string;
  accessTokenTtlSeconds?: number;
  logLevel?: 'silent' | 'info';
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
  const silent = options.logLevel === 'silent';
  const logger = createLogger('app', { silent });
  const backbone = await openBackbone({
    databaseUrl: options.databaseUrl,
    eventStoreUrl: options.eventStoreUrl,
    jwtSecret: options.jwtSecret ?? 'sankofa-development-secret-change-me',
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
  });
  await migrateCommandApi(backbone.pool);
  const runtime = createProjectionRuntime({ ...backbone, projectors, logger: createLogger('projections', { silent }) });
  await runtime.start();

  const commandApi = createCommandApi({ ...backbone, logger, routers: commandRouters(backbone) }).callback();
  const queryApi = createQueryApi({ ...backbone, logger, routers: queryRouters(backbone), liveMappers });
  const queries = queryApi.app.callback();
  const frontend = staticFiles(options.staticDir ?? DEFAULT_STATIC_DIR).callback();

  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (!isRead(request)) return commandApi(request, response);
    return isApiPath(url) ? queries(request, response) : frontend(request, response);
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
