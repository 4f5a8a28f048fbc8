import Router from '@koa/router';
import { getAnalytics } from '@sankofa/contracts';
import { mount, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import type pg from 'pg';
import { readAnalytics } from './queries.ts';
import { analyticsReport } from './report.ts';

/** GET /api/admin/analytics?from&to[&excludeDemo]: the product dashboards' numbers, for administrators only. */
export const analyticsQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): Router => {
  const router = new Router();
  mount(router, getAnalytics, requireMember(tokens), requireAdmin(), async (ctx, { query: range }) => {
    ctx.body = analyticsReport(await readAnalytics(pool, range), range);
  });
  return router;
};
