import { getAnalytics } from '@sankofa/contracts';
import { mount, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import type pg from 'pg';
import { ANALYTICS_PROJECTOR } from '@sankofa/projections/analytics';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { readAnalytics } from './queries.ts';
import { analyticsReport } from './report.ts';

/** GET /api/admin/analytics?from&to[&excludeDemo]: the product dashboards' numbers, for administrators only. */
export const analyticsQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([ANALYTICS_PROJECTOR]);
  mount(router, getAnalytics, requireMember(tokens), requireAdmin(), async (ctx, { query: range }) => {
    ctx.body = analyticsReport(await readAnalytics(pool, range), range);
  });
  return router;
};
