import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import { renderMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

/** Compared as digests, so neither the token's length nor its bytes leak through timing. */
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/** Without METRICS_TOKEN anyone who reaches the port may scrape (the compose network); with it, only `Bearer <token>`. */
export const mayScrape = (authorization: string | undefined, token: string | undefined): boolean =>
  !token || sameToken(authorization ?? '', `Bearer ${token}`);

const REFUSAL = { error: 'Scraping /metrics needs Authorization: Bearer <METRICS_TOKEN>', code: 'unauthorized' };

/** `GET /metrics` in an API's chain (placed before its routers): this process's registry in Prometheus text format. */
export const metricsRoute = (token: string | undefined) => async (ctx: Context, next: Next) => {
  if (ctx.path !== METRICS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  if (!mayScrape(ctx.get('Authorization') || undefined, token)) {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', 'Bearer');
    ctx.body = REFUSAL;
    return;
  }
  const { contentType, body } = await renderMetrics();
  ctx.type = contentType;
  ctx.body = body;
};

const answer = (response: ServerResponse, status: number, contentType: string, body: string) => {
  response.writeHead(status, { 'Content-Type': contentType, ...(status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}) });
  response.end(body);
};

/**
 * For a process that serves no API (the projections worker): `/metrics` and `/health/live` on
 * its port, everything else 404.
 */
export const metricsListener =
  (token: string | undefined): RequestListener =>
  (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(response, 405, 'application/json', JSON.stringify({ error: 'Only GET', code: 'method_not_allowed' }));
    if (path === '/health/live') return answer(response, 200, 'application/json', JSON.stringify({ status: 'ok' }));
    if (path !== METRICS_PATH) return answer(response, 404, 'application/json', JSON.stringify({ error: `No route for GET ${path}`, code: 'route_not_found' }));
    if (!mayScrape(request.headers.authorization, token)) return answer(response, 401, 'application/json', JSON.stringify(REFUSAL));
    renderMetrics().then(
      ({ contentType, body }) => answer(response, 200, contentType, body),
      (error: unknown) => answer(response, 500, 'text/plain', `metrics failed: ${(error as Error).message}`),
    );
  };
