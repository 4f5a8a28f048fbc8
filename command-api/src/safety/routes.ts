import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { v7 as uuidv7 } from 'uuid';
import { blockMember, reportMember, type CommandReply } from '@sankofa/contracts';
import { memberStream, reportStream, type EventStore } from '@sankofa/events';
import { mount, NotFoundError, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { readChatMember } from '../chat/chat-member.ts';
import { pathId } from '../chat/input.ts';
import { closeMatchFor, latestPosition } from '../chat/close-match.ts';
import { readConversation } from '../chat/read-conversation.ts';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { rateLimit } from '../rate-limits/index.ts';
import { respondWithPosition } from '../respond.ts';
import { currentMatchOf, ensureMatchOpened } from '../swipes/index.ts';
import { blockerDecider, reportDecider } from './decide.ts';

/** Before the body is read: a path that cannot name a member is the 404 of an unknown one. */
const memberPath = (ctx: Context, next: Next) => {
  pathId(ctx.params.id, 'Member not found', 'member_not_found');
  return next();
};

const memberExists = async (store: EventStore, memberId: string) => (await readChatMember(store, memberId)) !== null;

/** Issue 23's one-tap report: the message must be one the reported member sent her in their match, and still there; its words go into the report. */
const reportedMessageFrom = async (store: EventStore, reporterId: string, reportedMemberId: string, messageId: string) => {
  const match = await currentMatchOf(store, reporterId, reportedMemberId);
  const conversation = match && (await readConversation(store, match.matchId, messageId));
  const message = conversation?.status === 'open' ? conversation.focus : null;
  if (message?.messageId !== messageId || message.unsent || message.senderId !== reportedMemberId) throw new NotFoundError('Message not found', 'message_not_found');
  return { content: message.content, sentAt: message.sentAt };
};

/** POST /api/users/:id/block and POST /api/users/:id/report, by the token's member. */
export const safetyRouter = ({ store, tokens }: { store: EventStore; tokens: AccessTokens }): Router => {
  const router = new Router();

  /** The block, then the end of their match if they have one: a block hides them from each other, the conversation included. */
  mount(router, blockMember, requireMember(tokens), rateLimit('blocks'), memberPath, async (ctx, { params: { id: blockedMemberId } }) => {
    const { memberId } = principalOf(ctx);
    const context = eventContextOf(ctx);
    const blocked = await handleCommand({
      store,
      stream: memberStream(memberId),
      decider: blockerDecider,
      command: { type: 'BlockMember', data: { memberId, blockedMemberId, blockedMemberExists: await memberExists(store, blockedMemberId) } },
      context,
    });
    const match = await currentMatchOf(store, memberId, blockedMemberId);
    if (!match) return respondWithPosition(ctx, 200, {}, blocked.position);
    await ensureMatchOpened(store, match, context);
    respondWithPosition(ctx, 200, {}, latestPosition(blocked.position, await closeMatchFor(store, match.matchId, memberId, 'block', context)));
  });

  mount(router, reportMember, requireMember(tokens), rateLimit('reports'), memberPath, async (ctx, { params: { id: reportedMemberId }, body: { reason, description, attachConversation, messageId } }) => {
    const { memberId } = principalOf(ctx);
    const reportedMessage = messageId === undefined ? undefined : await reportedMessageFrom(store, memberId, reportedMemberId, messageId);
    const reportId = uuidv7();
    const result = await handleCommand({
      store,
      stream: reportStream(reportId),
      decider: reportDecider,
      command: {
        type: 'FileReport',
        data: {
          reportId,
          reporterId: memberId,
          reportedMemberId,
          reason,
          description,
          // The reported message is read in its conversation.
          attachConversation: attachConversation || messageId !== undefined,
          ...(messageId === undefined ? {} : { messageId, reportedMessage }),
          reportedMemberExists: await memberExists(store, reportedMemberId),
        },
      },
      context: eventContextOf(ctx),
    });
    respondWithPosition(ctx, 201, { reportId } satisfies CommandReply<typeof reportMember>, result.position);
  });
  return router;
};
