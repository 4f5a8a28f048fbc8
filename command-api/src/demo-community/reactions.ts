import { MatchMade, MemberRegistered, MessageSent, SwipeRecorded, eventsOf, type EventsIn } from '@sankofa/events';
import { v7 as uuidv7 } from 'uuid';
import type { DemoMember } from './demo-member.ts';
import { seededRandom, type Random } from './seeded-random.ts';

/** How the demo community behaves; realistic by default, quick in tests. */
export interface DemoBehaviour {
  /** Share of likes from outside the community that the liked member returns, 0 to 1. */
  likeBackRate: number;
  /** A like back comes this many milliseconds after the like, drawn evenly from the range. */
  likeBackDelayMs: readonly [number, number];
  /** A reply (or a first line after a match) comes this many milliseconds after its trigger. */
  replyDelayMs: readonly [number, number];
  /** Community members who like each newcomer as they sign up, so their first likes can match. */
  likesPerNewcomer: number;
  /** Between reading the messages a reply answers and sending it, the member shows 'typing…' this many milliseconds. */
  typingMs: readonly [number, number];
  /** Chance that a community member writes first once a match is made. */
  openerRate: number;
  /** Older triggers are history (the reactor was off): nobody answers a message from last week. */
  maxTriggerAgeMs: number;
}

export const DEFAULT_DEMO_BEHAVIOUR: DemoBehaviour = {
  likeBackRate: 0.6,
  likeBackDelayMs: [4_000, 25_000],
  replyDelayMs: [3_000, 12_000],
  typingMs: [2_000, 6_000],
  likesPerNewcomer: 6,
  openerRate: 0.5,
  maxTriggerAgeMs: 15 * 60_000,
};

/** The seeding's correlation ids start so: its matches are history, not triggers. */
export const SEED_CORRELATION_PREFIX = 'seed-demo-community-';

/** Who belongs to the demo community (the demo member does not: people log in as them). */
export interface DemoRoster {
  members: ReadonlyMap<string, DemoMember>;
}

interface ReactionBase {
  /** Deterministic from the trigger: a trigger read twice schedules the same reaction once. */
  id: string;
  dueAt: Date;
}

/** The id of the event a reaction answers: its id starts with it (`<eventId>:<what>`). */
export const triggerEventIdOf = (reaction: Pick<ReactionBase, 'id'>): string => reaction.id.split(':')[0]!;

export type DemoReaction =
  | (ReactionBase & { kind: 'like'; swiperId: string; swipedId: string })
  | (ReactionBase & {
      kind: 'message';
      matchId: string;
      senderId: string;
      receiverId: string;
      /** Fixed in advance, so a message sent before a crash is found rather than sent again. */
      messageId: string;
      /** The message answered (null for a first line): one reply covers a burst of messages. */
      replyTo: string | null;
      /** Set once the member has read and started typing: the reply goes at this ISO time. */
      replyAt?: string;
    });

const after = (random: Random, at: string, [min, max]: readonly [number, number]) => new Date(Date.parse(at) + random.int(min, max));

const deterministicMessageId = (id: string, dueAt: Date) => uuidv7({ msecs: dueAt.getTime(), random: seededRandom(`message:${id}`).bytes(16) });

const distanceSquared = (member: DemoMember, latitude: number, longitude: number) => (member.latitude - latitude) ** 2 + (member.longitude - longitude) ** 2;

/** Some of the members near the newcomer (a wide circle, so no few members spend all their daily likes), else anyone. */
const likersOf = (random: Random, roster: DemoRoster, data: { latitude: number | null; longitude: number | null }, count: number) => {
  const members = [...roster.members.values()];
  const { latitude, longitude } = data;
  const nearest =
    latitude === null || longitude === null
      ? members
      : members.sort((a, b) => distanceSquared(a, latitude, longitude) - distanceSquared(b, latitude, longitude)).slice(0, count * 6);
  return random.sample(nearest, count);
};

/** The events that can trigger a reaction: the reactor reads only these. */
export const triggerEvents = eventsOf(MemberRegistered, SwipeRecorded, MatchMade, MessageSent);

/**
 * What the community does about one event of the log: pure, and seeded by the event's id, so the
 * same event always gives the same reactions. Only members' own acts are triggers: what the demo
 * community did itself (metadata `demo`) never makes it act again.
 */
export const reactionsTo = (event: EventsIn<typeof triggerEvents>, roster: DemoRoster, behaviour: DemoBehaviour, now: Date): DemoReaction[] => {
  // A match the community's like back made is still worth a first line; anything else it did is not a trigger.
  if (event.metadata.demo && event.type !== 'MatchMade') return [];
  if (now.getTime() - Date.parse(event.metadata.occurredAt) > behaviour.maxTriggerAgeMs) return [];
  const random = seededRandom(`demo-reaction:${event.metadata.eventId}`);
  const isCommunity = (memberId: string | null): memberId is string => memberId !== null && roster.members.has(memberId);
  const at = event.metadata.occurredAt;
  const id = (suffix: string) => `${event.metadata.eventId}:${suffix}`;

  switch (event.type) {
    case 'MemberRegistered': {
      const { memberId: newcomer, latitude, longitude } = event.data;
      if (isCommunity(newcomer)) return [];
      const likers = likersOf(random, roster, { latitude, longitude }, behaviour.likesPerNewcomer);
      return likers.map((liker) => ({ kind: 'like', id: id(`like:${liker.memberId}`), dueAt: new Date(at), swiperId: liker.memberId, swipedId: newcomer }));
    }
    case 'SwipeRecorded': {
      const { swiperId, swipedId, isLike } = event.data;
      if (!isLike || isCommunity(swiperId) || !isCommunity(swipedId)) return [];
      if (!random.chance(behaviour.likeBackRate)) return [];
      return [{ kind: 'like', id: id('like-back'), dueAt: after(random, at, behaviour.likeBackDelayMs), swiperId: swipedId, swipedId: swiperId }];
    }
    case 'MatchMade': {
      const { matchId, userId1: one, userId2: other } = event.data;
      if (event.metadata.correlationId.startsWith(SEED_CORRELATION_PREFIX)) return [];
      if (isCommunity(one) === isCommunity(other) || !random.chance(behaviour.openerRate)) return [];
      const [senderId, receiverId] = isCommunity(one) ? [one, other] : [other, one];
      const dueAt = after(random, at, behaviour.replyDelayMs);
      return [{ kind: 'message', id: id('opener'), dueAt, matchId, senderId, receiverId, messageId: deterministicMessageId(id('opener'), dueAt), replyTo: null }];
    }
    case 'MessageSent': {
      const { matchId, senderId, receiverId, messageId } = event.data;
      if (isCommunity(senderId) || !isCommunity(receiverId)) return [];
      const dueAt = after(random, at, behaviour.replyDelayMs);
      return [
        { kind: 'message', id: id('reply'), dueAt, matchId, senderId: receiverId, receiverId: senderId, messageId: deterministicMessageId(id('reply'), dueAt), replyTo: messageId },
      ];
    }
  }
};
