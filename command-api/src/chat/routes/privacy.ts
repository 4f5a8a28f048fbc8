import Router from '@koa/router';
import { saveChatPrivacy } from '@sankofa/contracts';
import { memberStream } from '@sankofa/events';
import { mount, principalOf, requireMember } from '@sankofa/server-kit';
import { eventContextOf } from '../../event-context.ts';
import { handleCommand } from '../../handle-command.ts';
import { respondWithPosition } from '../../respond.ts';
import { chatPrivacyDecider } from '../chat-privacy.ts';
import type { ChatDependencies } from './messages.ts';

/** POST /api/user/chat-privacy: the token's member's activity status and read receipts switches. */
export const chatPrivacyRoute = ({ store, tokens }: ChatDependencies): Router => {
  const router = new Router();
  mount(router, saveChatPrivacy, requireMember(tokens), async (ctx, { body: privacy }) => {
    const memberId = principalOf(ctx).memberId;
    const command = { type: 'SaveChatPrivacy' as const, memberId, ...privacy };
    const result = await handleCommand({ store, stream: memberStream(memberId), decider: chatPrivacyDecider, command, context: eventContextOf(ctx) });
    respondWithPosition(ctx, 200, {}, result.position);
  });
  return router;
};
