import { describe, expect, it } from 'vitest';
import { MatchMade, MemberRegistered, MessageSent, SwipeRecorded, newEvent, type EventMetadata, type NewEvent, type RecordedEvent } from '@sankofa/events';
import { memberRegistration } from '@sankofa/events/testing';
import { generateDemoMembers } from './generate-members.ts';
import { DEFAULT_DEMO_BEHAVIOUR, reactionsTo, SEED_CORRELATION_PREFIX, type DemoRoster } from './reactions.ts';

const community = generateDemoMembers(40);
const roster: DemoRoster = { members: new Map(community.map((member) => [member.memberId, member])) };
const NOW = new Date('2030-05-01T12:00:00Z');
const NEWCOMER = 'newcomer-1';
let sequence = 0;

const context = { actorId: 'x', correlationId: 'c', now: NOW };

/** `event` as the log records it, with its metadata overridden by `metadata`. */
const recorded = <Type extends string, Data>(event: NewEvent<Type, Data>, metadata: Partial<EventMetadata> = {}): RecordedEvent<Type, Data> => ({
  ...event,
  stream: 'irrelevant',
  revision: 0,
  position: String(++sequence),
  metadata: { ...event.metadata, eventId: `event-${sequence}`, correlationId: `c-${sequence}`, ...metadata },
});
const like = (swiperId: string, swipedId: string, metadata?: Partial<EventMetadata>) =>
  recorded(newEvent(SwipeRecorded, { swiperId, swipedId, isLike: true, isSuperLike: false }, context), metadata);
const message = (senderId: string, receiverId: string) =>
  recorded(newEvent(MessageSent, { matchId: 'm1', messageId: `msg-${sequence}`, senderId, receiverId, content: 'Hi', originalLanguage: null }, context));
const matched = (matchId: string, userId1: string, userId2: string, metadata: Partial<EventMetadata>) => recorded(newEvent(MatchMade, { matchId, userId1, userId2 }, context), metadata);
const member = (index: number) => community[index]!.memberId;

describe('reactionsTo', () => {
  it('has community members near a newcomer like them at once when they sign up', () => {
    const signup = recorded(newEvent(MemberRegistered, memberRegistration(NEWCOMER, { latitude: 51.5, longitude: -0.12 }), context));
    const reactions = reactionsTo(signup, roster, { ...DEFAULT_DEMO_BEHAVIOUR, likesPerNewcomer: 4 }, NOW);
    expect(reactions).toHaveLength(4);
    for (const reaction of reactions) {
      expect(reaction).toMatchObject({ kind: 'like', swipedId: NEWCOMER, dueAt: NOW });
      expect(roster.members.has((reaction as { swiperId: string }).swiperId)).toBe(true);
    }
    expect(reactionsTo(signup, roster, { ...DEFAULT_DEMO_BEHAVIOUR, likesPerNewcomer: 4 }, NOW)).toEqual(reactions);
  });

  it('likes back at the configured rate, after a delay in the configured range', () => {
    const behaviour = { ...DEFAULT_DEMO_BEHAVIOUR, likeBackRate: 0.3, likeBackDelayMs: [2_000, 5_000] as const };
    const reactions = Array.from({ length: 2_000 }, (_, index) => reactionsTo(like(`newcomer-${index}`, member(index % 40)), roster, behaviour, NOW)).flat();
    expect(reactions.length / 2_000).toBeGreaterThan(0.26);
    expect(reactions.length / 2_000).toBeLessThan(0.34);
    for (const reaction of reactions) {
      const delay = reaction.dueAt.getTime() - NOW.getTime();
      expect(delay).toBeGreaterThanOrEqual(2_000);
      expect(delay).toBeLessThanOrEqual(5_000);
    }
    expect(new Set(reactions.map((reaction) => reaction.dueAt.getTime())).size).toBeGreaterThan(100);
  });

  it('replies to a message from outside the community, once per message, as the receiver', () => {
    const sent = message(NEWCOMER, member(1));
    const [reply, ...more] = reactionsTo(sent, roster, DEFAULT_DEMO_BEHAVIOUR, NOW);
    expect(more).toEqual([]);
    expect(reply).toMatchObject({ kind: 'message', senderId: member(1), receiverId: NEWCOMER, matchId: 'm1', replyTo: sent.data.messageId });
    expect(reactionsTo(sent, roster, DEFAULT_DEMO_BEHAVIOUR, NOW)).toEqual([reply]);
  });

  it('never reacts to its own activity, to members of the community among themselves, or to history', () => {
    expect(reactionsTo(like(NEWCOMER, member(2), { demo: true }), roster, { ...DEFAULT_DEMO_BEHAVIOUR, likeBackRate: 1 }, NOW)).toEqual([]);
    expect(reactionsTo(like(member(3), member(2)), roster, { ...DEFAULT_DEMO_BEHAVIOUR, likeBackRate: 1 }, NOW)).toEqual([]);
    expect(reactionsTo(message(member(3), NEWCOMER), roster, DEFAULT_DEMO_BEHAVIOUR, NOW)).toEqual([]);
    const lastWeek = new Date(NOW.getTime() - 7 * 86_400_000).toISOString();
    expect(reactionsTo(like(NEWCOMER, member(2), { occurredAt: lastWeek }), roster, { ...DEFAULT_DEMO_BEHAVIOUR, likeBackRate: 1 }, NOW)).toEqual([]);
    const seededMatch = matched('m2', NEWCOMER, member(4), { correlationId: `${SEED_CORRELATION_PREFIX}activity`, demo: true });
    expect(reactionsTo(seededMatch, roster, { ...DEFAULT_DEMO_BEHAVIOUR, openerRate: 1 }, NOW)).toEqual([]);
  });

  it('may write first once its like back made a match', () => {
    const likedBack = matched('m3', member(5), NEWCOMER, { demo: true });
    expect(reactionsTo(likedBack, roster, { ...DEFAULT_DEMO_BEHAVIOUR, openerRate: 1 }, NOW)).toEqual([
      expect.objectContaining({ kind: 'message', matchId: 'm3', senderId: member(5), receiverId: NEWCOMER, replyTo: null }),
    ]);
    expect(reactionsTo(likedBack, roster, { ...DEFAULT_DEMO_BEHAVIOUR, openerRate: 0 }, NOW)).toEqual([]);
  });
});
