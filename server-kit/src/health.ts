import type { Context, Next } from 'koa';

export type HealthCheck = () => Promise<unknown>;

const CHECK_TIMEOUT_MS = 2_000;

const withTimeout = (check: HealthCheck): Promise<unknown> =>
  Promise.race([
    check(),
    new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`timed out after ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref()),
  ]);

/**
 * `GET /health/live` answers while the process serves requests; `GET /health/ready` runs every
 * check (database, event store…) and answers 503 naming the failing ones, so a load balancer
 * stops routing to an instance that cannot do its work.
 */
export const healthRoutes = (checks: Record<string, HealthCheck>) => async (ctx: Context, next: Next) => {
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
        return [name, `failed: ${(error as Error).message}`] as const;
      }
    }),
  );
  const failing = results.filter(([, result]) => result !== 'ok').map(([name]) => name);
  ctx.status = failing.length ? 503 : 200;
  ctx.body = failing.length
    ? { error: `Not ready: ${failing.join(', ')}`, code: 'not_ready', details: Object.fromEntries(results) }
    : { status: 'ok', checks: Object.fromEntries(results) };
};
