import type { Server } from 'node:http';
import Koa from 'koa';
import type pg from 'pg';
import { createPositionSignal, type EventStore } from '@sankofa/events';
import { CHECKPOINTS_CHANNEL } from '@sankofa/projections/signals';
import {
  errorMiddleware,
  healthRoutes,
  liveConnections,
  metricsRoute,
  observeRequests,
  securityHeaders,
  type AccessTokens,
  type HealthCheck,
  type Logger,
  type SessionRevocations,
} from '@sankofa/server-kit';
import { merge } from 'rxjs';
import type { LiveClientHandler } from './live/client-messages.ts';
import { openRelayBus, type RelayBus } from './live/relay-bus.ts';
import { openLiveChannel, type LiveChannel, type LiveChannelOptions } from './live/live-channel.ts';
import { createPresenceTracker, type PresenceTracker } from './presence/tracker.ts';
import { createTypingRelay, type TypingRelay } from './presence/typing-relay.ts';
import { createLiveFeed, type LiveFeed, type LiveMapper } from './live/live-feed.ts';
import { trackCheckpoints } from './live/checkpoint-tracker.ts';
import { projectorsPassedOn } from './live/projectors-passed.ts';
import { readYourWrites, type ReadYourWritesOptions } from './read-your-writes.ts';
import { readModelsOf, type ReadModelRouter } from './read-model-router.ts';

export interface QueryApiDependencies {
  store: EventStore;
  pool: pg.Pool;
  tokens: AccessTokens;
  /** The revocation set `tokens` checks: `/ws` closes a session's sockets when it ends. */
  revocations?: SessionRevocations;
  logger: Logger;
  /** One per read model's GET routes, each saying which projectors it reads (read-your-writes waits for those). */
  routers: readonly ReadModelRouter[];
  /** One per feature that pushes live messages (`new_match`, `new_message`…). */
  liveMappers?: readonly LiveMapper[];
  readYourWrites?: ReadYourWritesOptions;
  liveChannel?: Pick<LiveChannelOptions, 'authTimeoutMs' | 'heartbeatMs' | 'maxBufferedBytes' | 'maxSocketsPerMember'>;
  /** One per feature that answers members' own messages over `/ws` (WebRTC signals). */
  liveClientHandlers?: readonly LiveClientHandler[];
  /** More of `/health/ready`'s checks beside the database and the log: the projectors the reads depend on. */
  readinessChecks?: Record<string, HealthCheck>;
  /** When set, GET /metrics needs `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken?: string;
}

export interface QueryApi {
  app: Koa;
  /** Serves the live channel on `server`'s upgrades to `path` and starts following the log. */
  attachLiveChannel(server: Server, path?: string): void;
  close(): Promise<void>;
}

/** The read side: GET routes over read models, read-your-writes, and the `/ws` live channel. */
export const createQueryApi = (dependencies: QueryApiDependencies): QueryApi => {
  const { store, pool, tokens, logger, routers, liveMappers = [] } = dependencies;
  const app = new Koa();
  // First, so that its request id (X-Request-Id) is on every log line below and the latency is the whole request's.
  app.use(observeRequests({ service: 'query-api', logger }));
  app.use(securityHeaders());
  app.use(errorMiddleware(logger));
  app.use(
    healthRoutes({ database: () => pool.query('SELECT 1'), eventStore: () => store.headPosition(), ...dependencies.readinessChecks }, logger),
  );
  app.use(metricsRoute(dependencies.metricsToken));
  // One LISTEN connection per process wakes every read-your-writes waiter when a checkpoint moves.
  const checkpointMoves = createPositionSignal(pool, CHECKPOINTS_CHANNEL);
  // One reader of the checkpoints per move for every waiter: read-your-writes and the live mappers.
  const checkpoints = trackCheckpoints(pool, checkpointMoves);
  app.use(readYourWrites(checkpoints, tokens, (ctx) => readModelsOf(routers, ctx), dependencies.readYourWrites));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }

  let feed: LiveFeed | undefined;
  // Presence and typing live beside the feed: each instance's sockets, shared through PostgreSQL.
  let presence: PresenceTracker | undefined;
  let typing: TypingRelay | undefined;
  const feedStopped = new AbortController();
  const channels: LiveChannel[] = [];
  const uncountConnections: Array<() => void> = [];
  let relay: RelayBus | undefined;
  return {
    app,
    attachLiveChannel(server, path = '/ws') {
      // The mappers wait on the same checkpoint signal as read-your-writes, until the feed stops.
      const projectorsPassed = projectorsPassedOn(checkpoints, { stopped: feedStopped.signal });
      feed ??= createLiveFeed({ store, mappers: liveMappers, dependencies: { pool, projectorsPassed }, logger });
      typing ??= createTypingRelay(pool, logger);
      const typingRelay = typing;
      presence ??= createPresenceTracker(pool, logger, { onChange: (memberIds) => typingRelay.presenceChanged(memberIds) });
      // Answers to members' own messages go through every instance: the other member may be connected elsewhere.
      relay ??= openRelayBus(pool, logger);
      const bus = relay;
      const onClientMessage = (memberId: string, message: unknown, role: 'member' | 'admin') => {
        for (const handle of dependencies.liveClientHandlers ?? []) {
          handle(memberId, message, { pool, role })
            .then((answers) => Promise.all(answers.map((answer) => bus.publish(answer))))
            .catch((error: unknown) => logger.warn('live client message failed', { memberId, error: (error as Error).message }));
        }
      };
      const messages = merge(feed.messages, typing.pushes, bus.messages);
      const channel = openLiveChannel({ ...dependencies.liveChannel, server, path, tokens, revocations: dependencies.revocations, messages, logger, presence, onTyping: typing.typing, onClientMessage });
      channels.push(channel);
      uncountConnections.push(liveConnections.add(channel.connections));
    },
    async close() {
      await Promise.all(channels.map((channel) => channel.close()));
      uncountConnections.forEach((uncount) => uncount());
      await relay?.close();
      feedStopped.abort();
      feed?.stop();
      await presence?.stop();
      await typing?.close();
      await checkpointMoves.close();
    },
  };
};
