import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { API_PREFIX } from '@sankofa/contracts';
import { addThreadMetrics, createLogger, loadConfig, loadSheddingOf, shedLoad, type Config } from '@sankofa/server-kit';
import type { Projector } from '@sankofa/events';
import { openBackbone, type Backbone } from './backbone.ts';
import { createGracefulServer } from './graceful-server.ts';
import { startProjectionsThread } from './projections-in-thread.ts';
import { commandApiOf, processorsOf, queryApiOf, seedDemoCommunityOnce, startProjectionRuntime } from './services.ts';
import { stopService } from './shutdown.ts';
import { staticFiles } from './static-files.ts';

export interface AppOptions {
  port: number;
  databaseUrl: string;
  /** Defaults to the environment's configuration (`loadConfig()`). */
  config?: Partial<Config>;
  staticDir?: string;
  /** The module the projections thread runs; tests give one that crashes. */
  projectionsThreadEntry?: URL;
}

export interface RunningApp {
  url: string;
  port: number;
  /** Stops accepting, lets requests in flight finish (SHUTDOWN_GRACE_SECONDS), closes `/ws` with 1001, stops the projections thread, then the pools. */
  stop(): Promise<void>;
  /** The thread the projectors and reactors run on, by the name its runtime holds leases under. */
  projections: { instanceId: string; threadId: number };
  /** Resolves, once the app has stopped itself, if its projections thread ended unasked: no half-alive app serves stale reads. */
  crashed: Promise<Error>;
}

export const DEFAULT_STATIC_DIR = path.resolve(import.meta.dirname, '../frontend/dist');

const isMetricsPath = (url: string) => url === '/metrics' || url.startsWith('/metrics?');
const isApiPath = (url: string) => url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX || url.startsWith('/health/') || isMetricsPath(url);
const isRead = (request: IncomingMessage) => request.method === 'GET' || request.method === 'HEAD';

/**
 * The projection runtime on a thread of its own, or with PROJECTIONS_THREAD=false on this one (as
 * before issue 24, to measure one against the other), with what `RunningApp` says of it.
 */
const startProjections = async (backbone: Backbone, processors: readonly Projector[], config: Config, options: AppOptions) => {
  if (!config.PROJECTIONS_THREAD) {
    const runtime = await startProjectionRuntime(backbone, processors, config.LOG_LEVEL);
    return { instanceId: runtime.instanceId, threadId, stop: () => runtime.stop(), crashed: new Promise<Error>(() => undefined) };
  }
  const thread = await startProjectionsThread({ databaseUrl: options.databaseUrl, config }, options.projectionsThreadEntry).catch(async (error: unknown) => {
    await backbone.close();
    throw error;
  });
  // This thread's /metrics shows the thread's too: the projectors' lag and state, the reactors' appends.
  const stopCollecting = addThreadMetrics(thread.metrics);
  return {
    ...thread,
    async stop() {
      stopCollecting();
      await thread.stop();
    },
  };
};

/**
 * The embedded default: command-api, query-api, the live channel and the frontend on one port
 * on this thread, the projections on a thread of their own (both cores), one process.
 */
export const startApp = async (options: AppOptions): Promise<RunningApp> => {
  const config = { ...loadConfig(), ...options.config };
  const logger = createLogger('app', { level: config.LOG_LEVEL });
  const backbone = await openBackbone(options.databaseUrl, config);
  // The query side's console and readiness read the projectors' state from the shared checkpoints.
  const processors = processorsOf(backbone, config);
  const projections = await startProjections(backbone, processors, config, options);
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

  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopService({ http, queryApi, projections, backbone }, config.SHUTDOWN_GRACE_SECONDS * 1000));
  const crashed = projections.crashed.then(async (error) => {
    logger.error(`${error.message}: stopping the app`, { error });
    await stop();
    return error;
  });
  return { url: `http://localhost:${port}`, port, stop, projections: { instanceId: projections.instanceId, threadId: projections.threadId }, crashed };
};
