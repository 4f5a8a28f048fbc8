import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { ADMIN_API_PREFIX } from '@sankofa/contracts';
import type { EventContext } from '@sankofa/events';
import { currentRequestId } from '@sankofa/server-kit';

const CORRELATION_HEADER = 'X-Correlation-Id';
const ACCEPTABLE_CORRELATION_ID = /^[\w.:-]{1,100}$/;

declare module 'koa' {
  interface DefaultState {
    correlationId?: string;
  }
}

/**
 * Keeps the caller's correlation id (or makes one) so every event a request causes can be traced back to it.
 * It is the request's id, the one on its log lines, when `observeRequests` gave it one.
 */
export const correlationId = () => async (ctx: Context, next: Next) => {
  const given = ctx.get(CORRELATION_HEADER);
  ctx.state.correlationId = currentRequestId() ?? (ACCEPTABLE_CORRELATION_ID.test(given) ? given : randomUUID());
  ctx.set(CORRELATION_HEADER, ctx.state.correlationId);
  return next();
};

/** An admin acting in the admin area acts as an operator; everywhere else (and admins swiping too) as a member. */
const actorKindOf = (ctx: Context): EventContext['actorKind'] =>
  ctx.state.principal?.role === 'admin' && ctx.path.startsWith(ADMIN_API_PREFIX) ? 'operator' : 'member';

/**
 * Who and why for the events of this request: the token's member (or `anonymous`, e.g. at signup),
 * the correlation id, and as their cause the command itself: its Idempotency-Key when it has one
 * (the id a client retries under), else the request's correlation id.
 */
export const eventContextOf = (ctx: Context): EventContext => {
  const correlationId = ctx.state.correlationId ?? randomUUID();
  const idempotencyKey = ctx.get('Idempotency-Key');
  return {
    actorId: ctx.state.principal?.memberId ?? 'anonymous',
    actorKind: actorKindOf(ctx),
    correlationId,
    causationId: ACCEPTABLE_CORRELATION_ID.test(idempotencyKey) ? idempotencyKey : correlationId,
    now: new Date(),
  };
};
