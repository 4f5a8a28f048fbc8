import Router from '@koa/router';
import type { Context } from 'koa';
import { markAllNotificationsRead, markNotificationRead } from '@sankofa/contracts';
import { memberStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
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
  const router = new Router();

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

  mount(router, markAllNotificationsRead, requireMember(tokens), (ctx) => read(ctx, null));
  mount(router, markNotificationRead, requireMember(tokens), (ctx, { params }) => read(ctx, [params.id]));
  return router;
};
