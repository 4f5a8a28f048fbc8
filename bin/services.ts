import { createCommandApi, migrateCommandApi, parseRateLimits } from '@sankofa/command-api';
import { seedDemoCommunity, startDemoReactor } from '@sankofa/command-api/demo-community';
import { startPremiumExpiry } from '@sankofa/command-api/premium';
import { startDateReminders } from '@sankofa/command-api/virtual-dates';
import { createProjectionRuntime, projectionsReadiness, projectors, startPushNotifier } from '@sankofa/projections';
import { createQueryApi } from '@sankofa/query-api';
import { createLogger, createPushSender, observeProjections, type Config, type Logger } from '@sankofa/server-kit';
import type { Backbone } from './backbone.ts';
import { commandRouters, liveClientHandlers, liveMappers, queryRouters } from './features.ts';

/** The builders each entry point (one process, or one service each) assembles the app from. */
export const commandApiOf = async (backbone: Backbone, config: Pick<Config, 'TRUST_PROXY' | 'RATE_LIMITS' | 'METRICS_TOKEN'>, logger: Logger) => {
  const rateLimits = parseRateLimits(config.RATE_LIMITS);
  await migrateCommandApi(backbone.pool);
  // Ends premium whose paid period passed; one instance works at a time (a lease), stopped with the backbone.
  const premiumExpiry = await startPremiumExpiry({ ...backbone, logger });
  // Reminds both members shortly before a scheduled virtual date; the same lease scheme.
  const dateReminders = await startDateReminders({ ...backbone, logger });
  const closeBackbone = backbone.close.bind(backbone);
  backbone.close = async () => {
    await dateReminders.stop();
    await premiumExpiry.stop();
    await closeBackbone();
  };
  return createCommandApi({ ...backbone, logger, routers: commandRouters(backbone), trustProxy: config.TRUST_PROXY, rateLimits, metricsToken: config.METRICS_TOKEN });
};

type QueryApiConfig = Pick<Config, 'LIVE_MAX_BUFFERED_BYTES' | 'LIVE_MAX_SOCKETS_PER_MEMBER' | 'READY_MAX_PROJECTION_LAG_SECONDS' | 'METRICS_TOKEN'>;

/** Its readiness includes the projectors' health, read from the shared checkpoints: its reads are only as good as they are. */
export const queryApiOf = (backbone: Backbone, config: QueryApiConfig, logger: Logger) =>
  createQueryApi({
    ...backbone,
    logger,
    routers: queryRouters(backbone),
    liveMappers,
    liveClientHandlers,
    metricsToken: config.METRICS_TOKEN,
    liveChannel: { maxBufferedBytes: config.LIVE_MAX_BUFFERED_BYTES, maxSocketsPerMember: config.LIVE_MAX_SOCKETS_PER_MEMBER },
    readinessChecks: {
      projections: projectionsReadiness(backbone.pool, backbone.store, projectors, { maxLagSeconds: config.READY_MAX_PROJECTION_LAG_SECONDS }),
    },
  });

export const projectionRuntimeOf = (backbone: Backbone, logLevel: Config['LOG_LEVEL']) => {
  const runtime = createProjectionRuntime({ ...backbone, projectors, logger: createLogger('projections', { level: logLevel }) });
  // Its projectors' lag and state on this process's /metrics while it runs.
  const stopObserving = observeProjections(runtime.status);
  const stop = runtime.stop.bind(runtime);
  runtime.stop = async () => {
    stopObserving();
    await stop();
  };
  return runtime;
};

/** Through the members' own commands, so the demo community is history like any other. */
export const seedDemoCommunityOnce = async (backbone: Backbone, members: number, logger: Logger) => {
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

type DemoReactorConfig = Pick<Config, 'DEMO_COMMUNITY' | 'DEMO_COMMUNITY_REACTS' | 'DEMO_COMMUNITY_SIZE' | 'DEMO_LIKE_BACK_RATE' | 'DEMO_LIKE_BACK_DELAY_MS' | 'DEMO_REPLY_DELAY_MS' | 'DEMO_TYPING_MS'>;

/** The demo community liking back and replying (issue 15, item 4); never while the demo community is off. Stopped with the backbone. */
export const startDemoCommunityReactor = async (backbone: Pick<Backbone, 'store' | 'pool' | 'translator' | 'close'>, config: DemoReactorConfig, logger: Logger) => {
  if (!config.DEMO_COMMUNITY || !config.DEMO_COMMUNITY_REACTS) return;
  const reactor = await startDemoReactor({
    ...backbone,
    logger,
    communitySize: config.DEMO_COMMUNITY_SIZE,
    behaviour: { likeBackRate: config.DEMO_LIKE_BACK_RATE, likeBackDelayMs: config.DEMO_LIKE_BACK_DELAY_MS, replyDelayMs: config.DEMO_REPLY_DELAY_MS, typingMs: config.DEMO_TYPING_MS },
  });
  const closeBackbone = backbone.close.bind(backbone);
  backbone.close = async () => {
    await reactor.stop();
    await closeBackbone();
  };
};

/** Web Push to members' devices (issue 16, item 2), beside the projections it follows; only while push is on. Stopped with the backbone. */
export const startPushNotifications = async (backbone: Pick<Backbone, 'store' | 'pool' | 'push' | 'close'>, logger: Logger) => {
  if (!backbone.push.keys) return;
  const notifier = await startPushNotifier({ ...backbone, send: createPushSender(backbone.push.keys), logger });
  const closeBackbone = backbone.close.bind(backbone);
  backbone.close = async () => {
    await notifier.stop();
    await closeBackbone();
  };
};
