import Koa from 'koa';
import type Router from '@koa/router';
import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import { errorMiddleware, healthRoutes, jsonBody, metricsRoute, observeRequests, securityHeaders, type AccessTokens, type Logger } from '@sankofa/server-kit';
import { domainErrorToHttp } from './domain-error-statuses.ts';
import { correlationId } from './event-context.ts';
import { idempotency, type IdempotencyOptions } from './idempotency/middleware.ts';
import { createRateLimits, provideRateLimits, type RateLimitOverrides } from './rate-limits/index.ts';

export interface CommandApiDependencies {
  store: EventStore;
  pool: pg.Pool;
  tokens: AccessTokens;
  logger: Logger;
  /** One per feature (signup, swipes, …); each route decides through `handleCommand`. */
  routers: Router[];
  idempotency?: Omit<IdempotencyOptions, 'pool' | 'tokens' | 'logger'>;
  /** Behind a gateway that sets X-Forwarded-For, so that per-address limits see the client, not the gateway. */
  trustProxy?: boolean;
  /** Limits other than the production defaults (RATE_LIMITS), counted in `pool`'s database. */
  rateLimits?: RateLimitOverrides;
  /** When set, GET /metrics needs `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken?: string;
}

/** The write side: every non-GET route of the app. */
export const createCommandApi = (dependencies: CommandApiDependencies): Koa => {
  const { store, pool, tokens, logger, routers } = dependencies;
  const app = new Koa({ proxy: dependencies.trustProxy ?? false });
  // First, so that its request id is on every log line below and the latency is the whole request's.
  app.use(observeRequests({ service: 'command-api', logger }));
  app.use(securityHeaders());
  app.use(errorMiddleware(logger, domainErrorToHttp));
  app.use(provideRateLimits(createRateLimits(pool, dependencies.rateLimits)));
  app.use(healthRoutes({ database: () => pool.query('SELECT 1'), eventStore: () => store.headPosition() }, logger));
  app.use(metricsRoute(dependencies.metricsToken));
  app.use(correlationId());
  app.use(jsonBody());
  app.use(idempotency({ ...dependencies.idempotency, pool, tokens, logger }));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  return app;
};
