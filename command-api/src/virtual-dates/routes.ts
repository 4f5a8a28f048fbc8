import { v7 as uuidv7 } from 'uuid';
import Router from '@koa/router';
import { createVirtualDate, updateVirtualDate, type CommandReply } from '@sankofa/contracts';
import { virtualDateStream, type EventContext, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { commandContextOf, systemClock, type Clock } from '../auth/dependencies.ts';
import { resolveMatchId } from '../chat/index.ts';
import { pathId } from '../chat/input.ts';
import { readConversation } from '../chat/read-conversation.ts';
import { DomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { readFolded } from '../stream-states.ts';
import { virtualDateDecider, type MatchFacts, type VirtualDateCommand } from './decide.ts';

export interface VirtualDatesRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
  /** The system clock unless a test moves time on (a call's duration). */
  clock?: Clock;
}

/** The match as the conversation stream has it: who is in it, and whether it is still open (a block or unmatch closes it). */
const matchFacts = async (store: EventStore, matchId: string, memberId: string): Promise<MatchFacts> => {
  const conversation = await readConversation(store, matchId);
  if (conversation.status === 'none' || !conversation.members.includes(memberId)) throw new DomainError('match_not_found', 'Match not found');
  return { open: conversation.status === 'open', members: conversation.members };
};

const decideOnDate = (store: EventStore, dateId: string, command: VirtualDateCommand, context: EventContext) =>
  handleCommand({ store, stream: virtualDateStream(dateId), decider: virtualDateDecider, command, context });

const notFound = 'Virtual date not found';

/** Propose a date and change it: only the two members of the date's match ever touch it. */
export const virtualDatesRouter = ({ store, tokens, clock = systemClock }: VirtualDatesRouterDependencies): Router => {
  const router = new Router();

  mount(router, createVirtualDate, requireMember(tokens), async (ctx, { body }) => {
    const { memberId } = principalOf(ctx);
    const context = commandContextOf(ctx, clock);
    const matchId = await resolveMatchId({ store }, memberId, pathId(body.matchId), context);
    const match = await matchFacts(store, matchId, memberId);
    const dateId = uuidv7();
    const data = { dateId, matchId, initiatorId: memberId, dateType: body.dateType, scheduledAt: body.scheduledAt, match, now: context.now };
    const result = await decideOnDate(store, dateId, { type: 'ProposeDate', data }, context);
    respondWithPosition(ctx, 201, { date: { id: dateId, status: 'pending' } } satisfies CommandReply<typeof createVirtualDate>, result.position);
  });

  mount(router, updateVirtualDate, requireMember(tokens), async (ctx, { params, body: { status } }) => {
    const { memberId } = principalOf(ctx);
    const dateId = pathId(params.id, notFound, 'virtual_date_not_found');
    const context = commandContextOf(ctx, clock);
    const command = await commandFor(store, dateId, memberId, status, context.now);
    const result = await decideOnDate(store, dateId, command, context);
    if (result.state.status === 'none') throw new DomainError('virtual_date_not_found', notFound);
    respondWithPosition(ctx, 200, { date: { id: dateId, status: result.state.status } } satisfies CommandReply<typeof updateVirtualDate>, result.position);
  });
  return router;
};

/** Joining needs the match's state too, read from its stream (a closed or blocked match cannot be joined). */
const commandFor = async (store: EventStore, dateId: string, memberId: string, status: string, now: Date): Promise<VirtualDateCommand> => {
  switch (status) {
    case 'accepted':
      return { type: 'AnswerDate', data: { memberId, answer: 'accept' } };
    case 'declined':
      return { type: 'AnswerDate', data: { memberId, answer: 'decline' } };
    case 'cancelled':
      return { type: 'CancelDate', data: { memberId } };
    case 'ended':
      return { type: 'EndDate', data: { memberId, now } };
    default: {
      const { state } = await readFolded(store, virtualDateStream(dateId), virtualDateDecider);
      const matchOpen = state.status !== 'none' && (await readConversation(store, state.matchId)).status === 'open';
      return { type: 'JoinDate', data: { memberId, matchOpen, now } };
    }
  }
};
