import type { Context, Next } from 'koa';
import type { Logger } from './logger.ts';

export type HealthCheck = () => Promise<unknown>;

/**
 * A check's verdict in words of our own ("projector discovery has failed"), safe to show to
 * anyone. Any other error a check throws is a driver's or the network's text (addresses, user
 * names, SQL): it goes to the log, and the caller only reads "failed".
 */
export class NotReadyError extends Error {
  override readonly name = 'NotReadyError';
}

const CHECK_TIMEOUT_MS = 2_000;

const withTimeout = (check: HealthCheck): Promise<unknown> =>
  Promise.race([
    check(),
    new Promise((_resolve, reject) => setTimeout(() => reject(new NotReadyError(`timed out after ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref()),
  ]);

/**
 * `GET /health/live` answers while the process serves requests; `GET /health/ready` runs every
 * check (database, event store, projections…) and answers 503 naming the failing ones, so a load
 * balancer stops routing to an instance that cannot do its work. The probes are anonymous, so
 * they never carry an error's raw text (see `NotReadyError`).
 */
export const healthRoutes = (checks: Record<string, HealthCheck>, logger?: Logger) => async (ctx: Context, next: Next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
  if (ctx.path === '/health/live') {
    ctx.body = { status: 'ok' };
    return;
  }
  if (ctx.path !== '/health/ready') return next();
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check);
        return [name, 'ok'] as const;
      } catch (error) {
        if (error instanceof NotReadyError) return [name, `failed: ${error.message}`] as const;
        logger?.warn('readiness check failed', { check: name, error });
        return [name, 'failed'] as const;
      }
    }),
  );
  const failing = results.filter(([, result]) => result !== 'ok');
  ctx.status = failing.length ? 503 : 200;
  // "Not ready: database; projections (projector ledger has failed)"
  const described = failing.map(([name, result]) => (result === 'failed' ? name : `${name} (${result.slice('failed: '.length)})`));
  ctx.body = failing.length
    ? { error: `Not ready: ${described.join('; ')}`, code: 'not_ready', details: Object.fromEntries(results) }
    : { status: 'ok', checks: Object.fromEntries(results) };
};
