import Router from '@koa/router';
import type { Context } from 'koa';
import { markNotificationRead } from '@sankofa/contracts';
import { memberStream, type EventStore } from '@sankofa/events';
import { parseInput, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { notificationReading } from './decide.ts';

export interface NotificationsRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

/** POST /api/notifications/:id/read and /read-all: the acting member, from the token, reads their own. */
export const notificationsRouter = ({ store, tokens }: NotificationsRouterDependencies): Router => {
  const router = new Router({ prefix: '/api/notifications' });

  const read = async (ctx: Context, notificationIds: string[] | null) => {
    const { memberId } = principalOf(ctx);
    const context = eventContextOf(ctx);
    const upTo = (context.now ?? new Date()).toISOString();
    const result = await handleCommand({
      store,
      stream: memberStream(memberId),
      decider: notificationReading,
      command: { type: 'ReadNotifications', memberId, notificationIds, upTo },
      context,
    });
    respondWithPosition(ctx, 200, {}, result.position);
  };

  router.post('/read-all', requireMember(tokens), (ctx) => read(ctx, null));
  router.post('/:id/read', requireMember(tokens), (ctx) => read(ctx, [parseInput(markNotificationRead.params, ctx.params, 'params').id]));
  return router;
};
