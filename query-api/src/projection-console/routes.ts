import { listProjections, type ResponseOf } from '@sankofa/contracts';
import type { EventStore, Projector } from '@sankofa/events';
import { projectorStatuses, type ProjectionStatus } from '@sankofa/projections/console';
import { mount, operationView, recentOperations, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import type pg from 'pg';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

const buildView = (status: ProjectionStatus): ResponseOf<typeof listProjections>['builds'][number] => ({
  ...status,
  failure: status.failure,
  updatedAt: status.updatedAt?.toISOString() ?? null,
});

/**
 * GET /api/admin/projections: every build of every projector (version, position, lag in events
 * and seconds, state, lease holder, the poison event of a failed one) and the latest operations
 * with their progress, from the runtime's shared tables, so it answers in any process. Admins only;
 * the console polls it.
 */
export const projectionConsoleQueryRouter = ({ pool, store, tokens, processors }: { pool: pg.Pool; store: EventStore; tokens: AccessTokens; processors?: readonly Projector[] }): ReadModelRouter => {
  const router = readModelRouter([]);
  mount(router, listProjections, requireMember(tokens), requireAdmin(), async (ctx) => {
    const [statuses, operations] = await Promise.all([projectorStatuses(pool, store, processors), recentOperations(pool)]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { builds: statuses.map(buildView), operations: operations.map(operationView) } satisfies ResponseOf<typeof listProjections>;
  });
  return router;
};
