import type { Context } from 'koa';
import type { Position } from '@sankofa/events';

export const EVENT_POSITION_HEADER = 'X-Event-Position';

/**
 * Every write answers with its last event's position, in the body and in `X-Event-Position`;
 * the client sends it back as `X-Min-Position` to read its own write from the query side.
 */
export const respondWithPosition = (ctx: Context, status: number, body: Record<string, unknown>, position: Position | null): void => {
  ctx.status = status;
  ctx.body = { ...body, position };
  if (position !== null) ctx.set(EVENT_POSITION_HEADER, position);
};
