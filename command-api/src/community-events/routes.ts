import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import {
  PATH_ID, answerEventInvitation, bookmarkEvent, hostEvent, inviteToEvent, joinEvent, markEventInterest, suggestMeetup, type CommandReply,
} from '@sankofa/contracts';
import { communityEventStream, matchStream, type EventContext, type EventStore } from '@sankofa/events';
import { NotFoundError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { conversationDecider, resolveMatchId } from '../chat/index.ts';
import { eventContextOf } from '../event-context.ts';
import { appendDecision, handleCommand, retryOnConflict } from '../handle-command.ts';
import { createMemberMatches, otherMemberOf } from '../games/member-matches.ts';
import { rateLimit } from '../rate-limits/index.ts';
import { respondWithPosition } from '../respond.ts';
import { readFolded } from '../stream-states.ts';
import { EVENT_NOT_FOUND, communityEventDecider, type CommunityEventCommand } from './decide.ts';
import { listEventCommand } from './listing.ts';
import { meetupCardText } from './meetup-card.ts';

export interface CommunityEventsDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

/**
 * Joins race for the last places of a popular event: each is decided at the revision it read and
 * decided again on a conflict, enough times that every member gets an answer (a place or 'Event Full').
 */
const JOIN_ATTEMPTS = 100;

const eventIdOf = (id: string): string => {
  if (!PATH_ID.test(id)) throw new NotFoundError(EVENT_NOT_FOUND, 'event_not_found');
  return id;
};

const decideOn = (store: EventStore, eventId: string, command: CommunityEventCommand, context: EventContext, attempts?: number) => {
  const stream = communityEventStream(eventId);
  if (attempts === undefined) return handleCommand({ store, stream, decider: communityEventDecider, command, context });
  return retryOnConflict(stream, attempts, async () => {
    const current = await readFolded(store, stream, communityEventDecider);
    return appendDecision({ store, stream, decider: communityEventDecider }, current, communityEventDecider.decide(command, current.state, context));
  });
};

/** Every write of the community events, as the token's member. */
export const communityEventsRouter = ({ store, tokens }: CommunityEventsDependencies): Router => {
  const router = new Router();
  const matches = createMemberMatches(store);
  const today = () => new Date().toISOString();

  /** The other member of the reader's open match `matchId`: a match they are not in does not exist to them. */
  const matchPartner = async (memberId: string, matchId: string): Promise<string> => {
    const match = PATH_ID.test(matchId) ? await matches.openMatch(memberId, matchId) : null;
    if (!match) throw new NotFoundError('This match does not exist', 'match_not_found');
    return otherMemberOf(match, memberId);
  };

  mount(router, hostEvent, requireMember(tokens), async (ctx, { body: input }) => {
    const eventId = uuidv7();
    const result = await decideOn(store, eventId, listEventCommand(eventId, principalOf(ctx).memberId, input, today()), eventContextOf(ctx));
    respondWithPosition(ctx, 201, { event: { id: eventId } } satisfies CommandReply<typeof hostEvent>, result.position);
  });

  // A meetup card is a chat message: it spends the same allowance as any message.
  mount(router, suggestMeetup, requireMember(tokens), rateLimit('messages'), async (ctx, { body: input }) => {
    const { memberId } = principalOf(ctx);
    if (!PATH_ID.test(input.eventId)) throw new NotFoundError(EVENT_NOT_FOUND, 'event_not_found');
    const event = await readFolded(store, communityEventStream(input.eventId), communityEventDecider);
    if (!event.state.listing) throw new NotFoundError(EVENT_NOT_FOUND, 'event_not_found');
    const context = eventContextOf(ctx);
    if (!PATH_ID.test(input.matchId)) throw new NotFoundError('This match does not exist', 'match_not_found');
    const matchId = await resolveMatchId({ store }, memberId, input.matchId, context);
    const messageId = uuidv7();
    // Through the chat's own command: the match's members alone may post, and the receiver is notified as for any message.
    const data = { matchId, messageId, senderId: memberId, content: meetupCardText(event.state.listing, input.message), originalLanguage: null };
    const result = await handleCommand({ store, stream: matchStream(matchId), decider: conversationDecider(), command: { type: 'SendMessage', data }, context });
    respondWithPosition(ctx, 201, { matchId, messageId } satisfies CommandReply<typeof suggestMeetup>, result.position);
  });

  mount(router, joinEvent, requireMember(tokens), async (ctx, { params }) => {
    const eventId = eventIdOf(params.id);
    const result = await decideOn(store, eventId, { type: 'JoinEvent', data: { eventId, memberId: principalOf(ctx).memberId, now: today() } }, eventContextOf(ctx), JOIN_ATTEMPTS);
    const reply = { joined: true, attendees: result.state.attendees.length, capacity: result.state.capacity } satisfies CommandReply<typeof joinEvent>;
    respondWithPosition(ctx, 200, reply, result.position);
  });

  mount(router, bookmarkEvent, requireMember(tokens), async (ctx, { params, body: { bookmarked } }) => {
    const eventId = eventIdOf(params.id);
    const { memberId } = principalOf(ctx);
    const result = await decideOn(store, eventId, { type: 'SetBookmark', data: { eventId, memberId, value: bookmarked } }, eventContextOf(ctx), JOIN_ATTEMPTS);
    respondWithPosition(ctx, 200, { bookmarked: result.state.bookmarkedBy.includes(memberId) } satisfies CommandReply<typeof bookmarkEvent>, result.position);
  });

  mount(router, markEventInterest, requireMember(tokens), async (ctx, { params, body: { interested } }) => {
    const eventId = eventIdOf(params.id);
    const { memberId } = principalOf(ctx);
    const result = await decideOn(store, eventId, { type: 'SetInterest', data: { eventId, memberId, value: interested } }, eventContextOf(ctx), JOIN_ATTEMPTS);
    respondWithPosition(ctx, 200, { interested: result.state.interestedBy.includes(memberId) } satisfies CommandReply<typeof markEventInterest>, result.position);
  });

  mount(router, inviteToEvent, requireMember(tokens), async (ctx, { params, body: input }) => {
    const eventId = eventIdOf(params.id);
    const { memberId } = principalOf(ctx);
    const toId = await matchPartner(memberId, input.matchId);
    const inviteId = uuidv7();
    const command = { type: 'InviteDate' as const, data: { eventId, inviteId, matchId: input.matchId, fromId: memberId, toId, message: input.message, now: today() } };
    const result = await decideOn(store, eventId, command, eventContextOf(ctx), JOIN_ATTEMPTS);
    respondWithPosition(ctx, 201, { inviteId } satisfies CommandReply<typeof inviteToEvent>, result.position);
  });

  mount(router, answerEventInvitation, requireMember(tokens), async (ctx, { params: { id, inviteId }, body: { answer } }) => {
    const eventId = eventIdOf(id);
    if (!PATH_ID.test(inviteId)) throw new NotFoundError('This invitation does not exist', 'invitation_not_found');
    const command = { type: 'AnswerInvitation' as const, data: { eventId, inviteId, memberId: principalOf(ctx).memberId, answer, now: today() } };
    const result = await decideOn(store, eventId, command, eventContextOf(ctx), JOIN_ATTEMPTS);
    respondWithPosition(ctx, 200, { answer } satisfies CommandReply<typeof answerEventInvitation>, result.position);
  });

  return router;
};
