import { describe, expect, it } from 'vitest';
import { EventDateInvited, GameCreated, MatchMade, MessageSent, MemberWarned, ProfileViewed, SuperLikeSent, VirtualDateProposed, newEvent, type NewEvent } from '@sankofa/events';
import { pushMessagesFor, pushTriggers } from './push-messages.ts';

const context = { actorId: 'test', correlationId: 'test' };
const recorded = <Event extends NewEvent>(event: Event) => ({ ...event, stream: 's-1', revision: 0, position: '1' });

describe('what each event pushes', () => {
  it('a match: both members, opening the conversation', () => {
    const event = recorded(newEvent(MatchMade, { matchId: 'm1', userId1: 'ama', userId2: 'kofi' }, context));
    expect(pushMessagesFor(event)).toEqual([
      { notificationId: `${event.metadata.eventId}:ama`, memberId: 'ama', kind: 'matches', fromMemberId: 'kofi', title: "It's a Match!", body: 'You both liked each other. Say hello!', url: '/chat/m1' },
      { notificationId: `${event.metadata.eventId}:kofi`, memberId: 'kofi', kind: 'matches', fromMemberId: 'ama', title: "It's a Match!", body: 'You both liked each other. Say hello!', url: '/chat/m1' },
    ]);
  });

  it('a message and a super like, to their receiver, with the in-app notification id', () => {
    const message = recorded(newEvent(MessageSent, { matchId: 'm1', messageId: 'x', senderId: 'kofi', receiverId: 'ama', content: 'Akwaaba!', originalLanguage: null }, context));
    expect(pushMessagesFor(message)).toMatchObject([{ memberId: 'ama', kind: 'messages', fromMemberId: 'kofi', title: 'New message', body: 'Akwaaba!', url: '/chat/m1' }]);
    const superLike = recorded(newEvent(SuperLikeSent, { swiperId: 'kofi', swipedId: 'ama' }, context));
    expect(pushMessagesFor(superLike)).toMatchObject([{ memberId: 'ama', kind: 'likes', fromMemberId: 'kofi' }]);
  });

  it('invitations to a date, a game and an event', () => {
    const date = recorded(newEvent(VirtualDateProposed, { dateId: 'd1', matchId: 'm1', initiatorId: 'kofi', participantId: 'ama', dateType: 'video_chat', scheduledAt: null }, context));
    expect(pushMessagesFor(date)).toMatchObject([{ memberId: 'ama', kind: 'dates_and_games', fromMemberId: 'kofi', url: '/virtual-dates' }]);
    const game = recorded(
      newEvent(GameCreated, { gameId: 'g1', gameType: 'lie-detector', creatorId: 'kofi', creatorName: 'Kofi', matchId: 'm1', invitedIds: ['ama', 'esi'], minPlayers: 2, maxPlayers: 3, maxRounds: 3, puzzles: [], createdAt: '2026-01-01T00:00:00Z' }, context),
    );
    expect(pushMessagesFor(game).map(({ memberId, kind, body, url }) => ({ memberId, kind, body, url }))).toEqual([
      { memberId: 'ama', kind: 'dates_and_games', body: 'Kofi invited you to play.', url: '/games' },
      { memberId: 'esi', kind: 'dates_and_games', body: 'Kofi invited you to play.', url: '/games' },
    ]);
    const invite = recorded(newEvent(EventDateInvited, { eventId: 'e1', inviteId: 'i1', matchId: 'm1', fromId: 'kofi', toId: 'ama', message: 'Shall we go?', invitedAt: '2026-01-01T00:00:00Z' }, context));
    expect(pushMessagesFor(invite)).toMatchObject([{ memberId: 'ama', kind: 'events', fromMemberId: 'kofi', body: 'Shall we go?', url: '/events' }]);
  });

  it('nothing for notifications that are not one of the kinds (views, warnings): they trigger no push', () => {
    expect(pushTriggers.has(newEvent(ProfileViewed, { viewerId: 'kofi', viewedId: 'ama', viewedIsPremium: true }, context))).toBe(false);
    expect(pushTriggers.has(newEvent(MemberWarned, { memberId: 'ama', reason: 'spam', reportId: null, decidedBy: 'ada' }, context))).toBe(false);
  });
});
