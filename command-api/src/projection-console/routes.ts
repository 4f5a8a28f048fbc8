import Router from '@koa/router';
import { projectorNameParams, skipProjectionEvent, type CommandReply, type rebuildProjection } from '@sankofa/contracts';
import { PROJECTION_OPERATIONS_STREAM, type EventStore } from '@sankofa/events';
import {
  hasOpenOperation,
  operationView,
  parseInput,
  principalOf,
  projectorBuilds,
  requestOperation,
  requireAdmin,
  requireMember,
  type AccessTokens,
  type OperationRequest,
} from '@sankofa/server-kit';
import type { Context } from 'koa';
import type pg from 'pg';
import { DomainError } from '../domain-error.ts';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { skipDecider } from './decide.ts';

interface ProjectionConsoleDependencies {
  pool: pg.Pool;
  store: EventStore;
  tokens: AccessTokens;
}

const pendingRefusal = (name: string) => new DomainError('projection_operation_pending', `${name} already has an operation requested or running: wait for it to finish`);

/**
 * The projection console's requests (issue 13, item 6), admins only. Each is recorded in
 * `projection_operations` for whichever projection runtime instance takes it (202: it happens
 * there, the console follows its progress); a skip is first recorded in the log with its admin
 * and reason (ProjectorEventSkipped).
 */
export const projectionConsoleRouter = ({ pool, store, tokens }: ProjectionConsoleDependencies): Router => {
  const router = new Router({ prefix: '/api/admin/projections' });

  /** The projector's builds, or 404 for a name no runtime has built. */
  const buildsOf = async (ctx: Context) => {
    const { name } = parseInput(projectorNameParams, ctx.params, 'params');
    const builds = await projectorBuilds(pool, name);
    if (!builds.known) throw new DomainError('projector_not_found', `No projector named ${name}`);
    if (await hasOpenOperation(pool, name)) throw pendingRefusal(name);
    return { name, builds };
  };

  const request = async (ctx: Context, operation: OperationRequest, position: string | null = null) => {
    const requested = await requestOperation(pool, operation);
    if (!requested) throw pendingRefusal(operation.projector);
    respondWithPosition(ctx, 202, { operation: operationView(requested) } satisfies CommandReply<typeof rebuildProjection>, position);
  };

  router.post('/:name/rebuild', requireMember(tokens), requireAdmin(), async (ctx) => {
    const { name } = await buildsOf(ctx);
    await request(ctx, { projector: name, kind: 'rebuild', requestedBy: principalOf(ctx).memberId });
  });

  router.post('/:name/retry', requireMember(tokens), requireAdmin(), async (ctx) => {
    const { name, builds } = await buildsOf(ctx);
    if (builds.failures.length === 0) throw new DomainError('projector_not_failed', `${name} is not failed: there is nothing to retry`);
    await request(ctx, { projector: name, kind: 'retry', requestedBy: principalOf(ctx).memberId });
  });

  router.post('/:name/skip', requireMember(tokens), requireAdmin(), async (ctx) => {
    const { position, reason } = parseInput(skipProjectionEvent.body, ctx.request.body, 'body');
    const { name, builds } = await buildsOf(ctx);
    const adminId = principalOf(ctx).memberId;
    const command = { type: 'SkipProjectorEvent' as const, data: { projector: name, position, reason, adminId, failedBuilds: builds.failures } };
    const audited = await handleCommand({ store, stream: PROJECTION_OPERATIONS_STREAM, decider: skipDecider, command, context: eventContextOf(ctx) });
    await request(ctx, { projector: name, kind: 'skip', requestedBy: adminId, reason, position, auditPosition: audited.position }, audited.position);
  });
  return router;
};
