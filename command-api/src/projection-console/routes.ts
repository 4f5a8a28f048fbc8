import Router from '@koa/router';
import { rebuildProjection, retryProjection, skipProjectionEvent, type CommandReply } from '@sankofa/contracts';
import { PROJECTION_OPERATIONS_STREAM, type EventStore } from '@sankofa/events';
import {
  hasOpenOperation,
  mount,
  operationView,
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
  const router = new Router();

  /** The projector's builds, or 404 for a name no runtime has built. */
  const buildsOf = async (name: string) => {
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

  mount(router, rebuildProjection, requireMember(tokens), requireAdmin(), async (ctx, { params }) => {
    const { name } = await buildsOf(params.name);
    await request(ctx, { projector: name, kind: 'rebuild', requestedBy: principalOf(ctx).memberId });
  });

  mount(router, retryProjection, requireMember(tokens), requireAdmin(), async (ctx, { params }) => {
    const { name, builds } = await buildsOf(params.name);
    if (builds.failures.length === 0) throw new DomainError('projector_not_failed', `${name} is not failed: there is nothing to retry`);
    await request(ctx, { projector: name, kind: 'retry', requestedBy: principalOf(ctx).memberId });
  });

  mount(router, skipProjectionEvent, requireMember(tokens), requireAdmin(), async (ctx, { params, body: { position, reason } }) => {
    const { name, builds } = await buildsOf(params.name);
    const adminId = principalOf(ctx).memberId;
    const command = { type: 'SkipProjectorEvent' as const, data: { projector: name, position, reason, adminId, failedBuilds: builds.failures } };
    const audited = await handleCommand({ store, stream: PROJECTION_OPERATIONS_STREAM, decider: skipDecider, command, context: eventContextOf(ctx) });
    await request(ctx, { projector: name, kind: 'skip', requestedBy: adminId, reason, position, auditPosition: audited.position }, audited.position);
  });
  return router;
};
