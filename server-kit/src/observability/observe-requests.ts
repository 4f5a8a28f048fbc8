import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../logger.ts';
import { appMetrics } from './metrics.ts';
import { runInRequestScope } from './request-scope.ts';

/** A caller's id is kept only when it is short and plain, so it cannot forge log lines or fill them. */
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,100}$/;
const REQUEST_ID_HEADER = 'X-Request-Id';
/** The command side's name for the same id: the events a request appends carry it. */
const CORRELATION_HEADER = 'X-Correlation-Id';
/** Paths answered by middleware rather than a router, kept as they are; every other unrouted path is one series. */
const FIXED_PATHS = new Set(['/health/live', '/health/ready', '/metrics']);

/** The caller's id (X-Correlation-Id, else X-Request-Id) when acceptable, else a new one. */
export const requestIdOf = (ctx: Context): string =>
  [ctx.get(CORRELATION_HEADER), ctx.get(REQUEST_ID_HEADER)].find((given) => ACCEPTABLE_REQUEST_ID.test(given)) ?? randomUUID();

/**
 * The route template koa-router matched (`/api/matches/:id`), never the raw path, so ids do not
 * make series of their own. A route written as a RegExp is labelled by its name when it has one.
 */
export const routeTemplateOf = (ctx: Context): string => {
  const { _matchedRoute: matched, _matchedRouteName: name } = ctx as Context & { _matchedRoute?: string | RegExp; _matchedRouteName?: string };
  if (matched instanceof RegExp) return name ?? String(matched);
  if (matched !== undefined) return matched;
  return FIXED_PATHS.has(ctx.path) ? ctx.path : 'unmatched';
};

const refusedLimitOf = (ctx: Context): string | undefined => {
  if (ctx.status !== 429) return undefined;
  const body = ctx.body as { code?: unknown; details?: { limit?: unknown } } | undefined;
  return String(body?.details?.limit ?? body?.code ?? 'unknown');
};

export interface ObserveRequestsOptions {
  /** The series' `service` label: command-api or query-api. */
  service: string;
  logger: Logger;
}

/**
 * First in an app's chain: gives the request its id (answered as X-Request-Id) and runs the rest
 * inside its scope, so every log line of the request carries it; then writes one access log line
 * and observes the latency per route template. A 429 counts as a rate-limit refusal.
 */
export const observeRequests =
  ({ service, logger }: ObserveRequestsOptions) =>
  async (ctx: Context, next: Next) => {
    const requestId = requestIdOf(ctx);
    const started = process.hrtime.bigint();
    ctx.set(REQUEST_ID_HEADER, requestId);
    await runInRequestScope({ requestId }, async () => {
      try {
        await next();
      } finally {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const route = routeTemplateOf(ctx);
        appMetrics.requestDuration.observe({ service, method: ctx.method, route, status: String(ctx.status) }, seconds);
        const refused = refusedLimitOf(ctx);
        if (refused) appMetrics.rateLimitRefusals.inc({ limit: refused });
        logger.info('request', { method: ctx.method, route, path: ctx.path, status: ctx.status, ms: Math.round(seconds * 10_000) / 10 });
      }
    });
  };
