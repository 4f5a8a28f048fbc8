import { createCommandApi, migrateCommandApi, parseRateLimits } from '@sankofa/command-api';
import { demoCommunityReactor, seedDemoCommunity } from '@sankofa/command-api/demo-community';
import { premiumExpiry } from '@sankofa/command-api/premium';
import { oneFace } from '@sankofa/command-api/one-face';
import { scamDefence } from '@sankofa/command-api/safety';
import { dateReminders } from '@sankofa/command-api/virtual-dates';
import { dateCheckIns } from '@sankofa/command-api/date-safety';
import { evidenceRetention } from '@sankofa/command-api/verification';
import { migrateUnderLock, type Projector } from '@sankofa/events';
import { createProjectionRuntime, forgetScratchCopies, projectionsReadiness, projectors, pushNotifier, type ProjectionRuntime } from '@sankofa/projections';
import { createQueryApi } from '@sankofa/query-api';
import { createPushSender } from '@sankofa/adapters/push';
import { createLogger, observeProjections, type Config, type Logger } from '@sankofa/server-kit';
import type { Backbone } from './backbone.ts';
import { commandRouters, liveClientHandlers, liveMappers, queryRouters } from './features.ts';

/** The builders each entry point (one process, or one service each) assembles the app from. */
export const commandApiOf = async (backbone: Backbone, config: Pick<Config, 'TRUST_PROXY' | 'RATE_LIMITS' | 'METRICS_TOKEN'>, logger: Logger) => {
  const rateLimits = parseRateLimits(config.RATE_LIMITS);
  await migrateCommandApi(backbone.pool);
  return createCommandApi({ ...backbone, logger, routers: commandRouters(backbone), trustProxy: config.TRUST_PROXY, rateLimits, metricsToken: config.METRICS_TOKEN });
};

type DemoReactorConfig = Pick<Config, 'DEMO_COMMUNITY' | 'DEMO_COMMUNITY_REACTS' | 'DEMO_COMMUNITY_SIZE' | 'DEMO_LIKE_BACK_RATE' | 'DEMO_LIKE_BACK_DELAY_MS' | 'DEMO_REPLY_DELAY_MS' | 'DEMO_TYPING_MS'>;
type ProcessorsConfig = DemoReactorConfig & Pick<Config, 'LOG_LEVEL' | 'FACE_MATCH_SIMILARITY' | 'PHOTO_MATCH_DISTANCE'>;

/** The demo community liking back and replying (issue 15, item 4); never while the demo community is off. */
export const demoCommunityReactorOf = (backbone: Pick<Backbone, 'store' | 'pool' | 'translator'>, config: DemoReactorConfig, logger: Logger) => {
  if (!config.DEMO_COMMUNITY || !config.DEMO_COMMUNITY_REACTS) return undefined;
  return demoCommunityReactor({
    ...backbone,
    logger,
    communitySize: config.DEMO_COMMUNITY_SIZE,
    behaviour: { likeBackRate: config.DEMO_LIKE_BACK_RATE, likeBackDelayMs: config.DEMO_LIKE_BACK_DELAY_MS, replyDelayMs: config.DEMO_REPLY_DELAY_MS, typingMs: config.DEMO_TYPING_MS },
  });
};

/**
 * Every follower of the log, registered once: the read models' projectors, then the reactors the
 * configuration turns on (premium expiry and date reminders always; the demo community while it
 * is on; Web Push while push is on; the scam defences and one face, one account always). One runtime runs them all; readiness and the console see them all.
 */
export const processorsOf = (backbone: Backbone, config: ProcessorsConfig): Projector[] => {
  const logger = createLogger('reactors', { level: config.LOG_LEVEL });
  const demo = demoCommunityReactorOf(backbone, config, logger);
  const { keys } = backbone.push;
  return [
    ...projectors,
    premiumExpiry(backbone),
    dateReminders(backbone),
    dateCheckIns(backbone),
    evidenceRetention(backbone),
    scamDefence(backbone),
    oneFace({ ...backbone, thresholds: { faceSimilarity: config.FACE_MATCH_SIMILARITY, photoDistance: config.PHOTO_MATCH_DISTANCE } }),
    forgetScratchCopies,
    ...(demo ? [demo] : []),
    ...(keys ? [pushNotifier({ ...backbone, send: createPushSender(keys), logger })] : []),
  ];
};

/**
 * The tables the followers of the log kept for themselves (checkpoints, a lease table, their
 * deadlines and reactions) before the one runtime ran them as reactors: their intents are built
 * again from the log, and the names must be free for nothing else to publish.
 */
const retireOwnFollowing = (backbone: Backbone) =>
  migrateUnderLock(
    backbone.pool,
    'retired-followers',
    `DROP TABLE IF EXISTS scheduler_leases, premium_expiry_checkpoint, premium_deadlines, virtual_date_reminder_checkpoint, virtual_date_reminders,
       demo_reactor_checkpoint, demo_reactions, push_notifier_checkpoint, push_notifier_sent, push_notifier_held`,
  );

type QueryApiConfig = ProcessorsConfig & Pick<Config, 'LIVE_MAX_BUFFERED_BYTES' | 'LIVE_MAX_SOCKETS_PER_MEMBER' | 'READY_MAX_PROJECTION_LAG_SECONDS' | 'METRICS_TOKEN'>;

/**
 * Its readiness includes the processors' health, read from the shared checkpoints: its reads are
 * only as good as they are. `processors`: the app's `processorsOf`, built once per process.
 */
export const queryApiOf = (backbone: Backbone, config: QueryApiConfig, logger: Logger, processors: readonly Projector[]) =>
  createQueryApi({
    ...backbone,
    logger,
    routers: queryRouters(backbone, processors),
    liveMappers,
    liveClientHandlers,
    metricsToken: config.METRICS_TOKEN,
    liveChannel: { maxBufferedBytes: config.LIVE_MAX_BUFFERED_BYTES, maxSocketsPerMember: config.LIVE_MAX_SOCKETS_PER_MEMBER },
    readinessChecks: {
      projections: projectionsReadiness(backbone.pool, backbone.store, processors, { maxLagSeconds: config.READY_MAX_PROJECTION_LAG_SECONDS }),
    },
  });

/** The one projection runtime of this process, started, with its processors' lag and state on this process's /metrics until it stops. */
export const startProjectionRuntime = async (
  backbone: Backbone,
  processors: readonly Projector[],
  logLevel: Config['LOG_LEVEL'],
  instanceId?: string,
): Promise<ProjectionRuntime> => {
  await retireOwnFollowing(backbone);
  const runtime = createProjectionRuntime({ ...backbone, projectors: processors, logger: createLogger('projections', { level: logLevel }), instanceId });
  await runtime.start();
  const stopObserving = observeProjections(runtime.status);
  return {
    ...runtime,
    async stop() {
      stopObserving();
      await runtime.stop();
    },
  };
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
