import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { mutePushMember, savePushPreferences, subscribePushDevice, unsubscribePushDevice, type CommandReply } from '@sankofa/contracts';
import { pushStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { pushDecider, type PushCommand } from './decide.ts';

export interface PushRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
  /** Production: only https push services (see `SubscribeDevice.httpsOnly`). */
  httpsOnly: boolean;
}

/** One device is one subscription: the push service's URL names it. */
export const subscriptionIdOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);

/** POST/DELETE /api/push/subscriptions, POST /api/push/preferences and /api/push/muted-members/:memberId, for the token's member. */
export const pushRouter = ({ store, tokens, httpsOnly }: PushRouterDependencies): Router => {
  const router = new Router();

  const decide = (ctx: Context, memberId: string, command: PushCommand) =>
    handleCommand({ store, stream: pushStream(memberId), decider: pushDecider, command, context: eventContextOf(ctx) });

  mount(router, subscribePushDevice, requireMember(tokens), async (ctx, { body: { endpoint, keys } }) => {
    const { memberId } = principalOf(ctx);
    const subscriptionId = subscriptionIdOf(endpoint);
    const result = await decide(ctx, memberId, { type: 'SubscribeDevice', memberId, subscriptionId, endpoint, p256dh: keys.p256dh, auth: keys.auth, httpsOnly });
    respondWithPosition(ctx, 201, { subscriptionId } satisfies CommandReply<typeof subscribePushDevice>, result.position);
  });

  mount(router, unsubscribePushDevice, requireMember(tokens), async (ctx, { params: { subscriptionId } }) => {
    const { memberId } = principalOf(ctx);
    const result = await decide(ctx, memberId, { type: 'UnsubscribeDevice', memberId, subscriptionId });
    respondWithPosition(ctx, 200, {}, result.position);
  });

  mount(router, savePushPreferences, requireMember(tokens), async (ctx, { body: { kinds, quietHours } }) => {
    const { memberId } = principalOf(ctx);
    const result = await decide(ctx, memberId, { type: 'SavePushPreferences', memberId, kinds, quietHours });
    respondWithPosition(ctx, 200, {}, result.position);
  });

  mount(router, mutePushMember, requireMember(tokens), async (ctx, { params: { memberId: mutedMemberId }, body: { muted } }) => {
    const { memberId } = principalOf(ctx);
    const result = await decide(ctx, memberId, { type: 'MutePushMember', memberId, mutedMemberId, muted });
    respondWithPosition(ctx, 200, {}, result.position);
  });
  return router;
};
