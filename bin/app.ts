import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { API_PREFIX } from '@sankofa/contracts';
import { createLogger, loadConfig, loadSheddingOf, shedLoad, type Config } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import { createGracefulServer } from './graceful-server.ts';
import { commandApiOf, processorsOf, queryApiOf, seedDemoCommunityOnce, startProjectionRuntime } from './services.ts';
import { stopService } from './shutdown.ts';
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
  /** Stops accepting, lets requests in flight finish (SHUTDOWN_GRACE_SECONDS), closes `/ws` with 1001, then the pools. */
  stop(): Promise<void>;
}

export const DEFAULT_STATIC_DIR = path.resolve(import.meta.dirname, '../frontend/dist');

const isMetricsPath = (url: string) => url === '/metrics' || url.startsWith('/metrics?');
const isApiPath = (url: string) => url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX || url.startsWith('/health/') || isMetricsPath(url);
const isRead = (request: IncomingMessage) => request.method === 'GET' || request.method === 'HEAD';

/** The embedded default: command-api, query-api, the projections and the frontend in one process, on one port. */
export const startApp = async (options: AppOptions): Promise<RunningApp> => {
  const config = { ...loadConfig(), ...options.config };
  const logger = createLogger('app', { level: config.LOG_LEVEL });
  const backbone = await openBackbone(options.databaseUrl, config);
  // One list for the runtime and the query side's console and readiness: the reactors are built once.
  const processors = processorsOf(backbone, config);
  const runtime = await startProjectionRuntime(backbone, processors, config.LOG_LEVEL);
  const commands = (await commandApiOf(backbone, config, logger)).callback();
  if (config.DEMO_COMMUNITY) await seedDemoCommunityOnce(backbone, config.DEMO_COMMUNITY_SIZE, logger);
  const queryApi = queryApiOf(backbone, config, logger, processors);
  // Behind a TLS-terminating proxy: X-Forwarded-Proto says whether the client came over TLS (HSTS).
  queryApi.app.proxy = config.TRUST_PROXY;
  const queries = queryApi.app.callback();
  const frontend = staticFiles(options.staticDir ?? DEFAULT_STATIC_DIR, { trustProxy: config.TRUST_PROXY }).callback();

  const http = createGracefulServer(
    shedLoad(loadSheddingOf(config, 'app'), (request, response) => {
      if (!isRead(request)) return commands(request, response);
      return isApiPath(request.url ?? '/') ? queries(request, response) : frontend(request, response);
    }),
  );
  queryApi.attachLiveChannel(http.server, '/ws');
  const port = await http.listen(options.port);

  return {
    url: `http://localhost:${port}`,
    port,
    stop: () => stopService({ http, queryApi, projections: runtime, backbone }, config.SHUTDOWN_GRACE_SECONDS * 1000),
  };
};
