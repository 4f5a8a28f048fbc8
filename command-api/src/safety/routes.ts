import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { catalog, memberStream, reportStream, type EventStore } from '@sankofa/events';
import { parseInput, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { readChatMember } from '../chat/chat-member.ts';
import { pathId } from '../chat/input.ts';
import { closeMatchFor, latestPosition } from '../chat/close-match.ts';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { rateLimit } from '../rate-limits/index.ts';
import { respondWithPosition } from '../respond.ts';
import { currentMatchOf, ensureMatchOpened } from '../swipes/index.ts';
import { blockerDecider, reportDecider, type ReportReason } from './decide.ts';

export const MAX_REPORT_DESCRIPTION_LENGTH = 1000;

/** `MemberReported`'s reasons: the event's schema refuses any other. */
const REASONS = ['fake_profile', 'harassment', 'inappropriate_content', 'spam', 'underage', 'other'] as const satisfies readonly ReportReason[];

const reportInput = z.object(
  {
    reason: z.enum(REASONS, { error: `reason must be one of ${REASONS.join(', ')}` }),
    description: z
      .string({ error: 'description must be text' })
      .trim()
      .max(MAX_REPORT_DESCRIPTION_LENGTH, { error: `description must be at most ${MAX_REPORT_DESCRIPTION_LENGTH} characters` })
      .default(''),
  },
  { error: 'The body must be an object with reason and description' },
);

const memberExists = async (store: EventStore, memberId: string) => (await readChatMember(store, memberId)) !== null;

/** POST /api/users/:id/block and POST /api/users/:id/report, by the token's member. */
export const safetyRouter = ({ store, tokens }: { store: EventStore; tokens: AccessTokens }): Router => {
  const router = new Router({ prefix: '/api/users/:id' });

  /** The block, then the end of their match if they have one: a block hides them from each other, the conversation included. */
  router.post('/block', requireMember(tokens), rateLimit('blocks'), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const blockedMemberId = pathId(ctx.params.id, 'Member not found', 'member_not_found');
    const context = eventContextOf(ctx);
    const blocked = await handleCommand({
      store,
      stream: memberStream(memberId),
      decider: blockerDecider,
      command: { type: 'BlockMember', data: { memberId, blockedMemberId, blockedMemberExists: await memberExists(store, blockedMemberId) } },
      context,
      catalog,
    });
    const match = await currentMatchOf(store, memberId, blockedMemberId);
    if (!match) return respondWithPosition(ctx, 200, {}, blocked.position);
    await ensureMatchOpened(store, match, context);
    respondWithPosition(ctx, 200, {}, latestPosition(blocked.position, await closeMatchFor(store, match.matchId, memberId, 'block', context)));
  });

  router.post('/report', requireMember(tokens), rateLimit('reports'), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const reportedMemberId = pathId(ctx.params.id, 'Member not found', 'member_not_found');
    const { reason, description } = parseInput(reportInput, ctx.request.body, 'body');
    const reportId = uuidv7();
    const result = await handleCommand({
      store,
      stream: reportStream(reportId),
      decider: reportDecider,
      command: {
        type: 'FileReport',
        data: { reportId, reporterId: memberId, reportedMemberId, reason, description, reportedMemberExists: await memberExists(store, reportedMemberId) },
      },
      context: eventContextOf(ctx),
      catalog,
    });
    respondWithPosition(ctx, 201, { reportId }, result.position);
  });
  return router;
};
