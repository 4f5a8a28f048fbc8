import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MatchMade,
  MemberRegistered,
  MessageSent,
  MessagesDelivered,
  MessagesRead,
  SwipeRecorded,
  createPostgresEventStore,
  eventsOf,
  matchStream,
  migrateEventStore,
  type EventSet,
  type EventStore,
  type RecordedEvent,
} from '@sankofa/events';
import { projectorUnderTest, untilCommittedShows } from '@sankofa/events/testing';
import { createLocalMediaStorage } from '@sankofa/adapters/media';
import { createPool, LIVE_SIGNALS_CHANNEL, parseLiveSignal, type LiveSignal } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { conversationDecider } from '../chat/decide.ts';
import { handleCommand } from '../handle-command.ts';
import { registerMember, signupInput } from '../members/index.ts';
import { createSwipeStates } from '../swipes/kept-states.ts';
import { recordSwipe } from '../swipes/record-swipe.ts';
import { generateDemoMembers } from './generate-members.ts';
import type { DemoBehaviour } from './reactions.ts';
import { demoCommunityReactor } from './reactor.ts';
import { seedDemoCommunity } from './seed-demo-community.ts';
import { TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '../members/testing/registration-input.ts';

const COMMUNITY = 10;
const community = generateDemoMembers(COMMUNITY).map((member) => member.memberId);
let directory: string;
let pool: pg.Pool;
let store: EventStore;
let sequence = 0;
const states = createSwipeStates();
/** What the reactor said on the live channel, heard as a query-api instance hears it. */
let listener: pg.Client;
const signals: LiveSignal[] = [];

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sankofa-reactor-'));
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool);
  await seedDemoCommunity({ store, storage: createLocalMediaStorage(directory), identityBanKey: TEST_IDENTITY_BAN_KEY }, { members: COMMUNITY });
  listener = new pg.Client(pool.options);
  await listener.connect();
  listener.on('notification', ({ payload }) => signals.push(parseLiveSignal(payload)));
  await listener.query(`LISTEN ${LIVE_SIGNALS_CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
  await store?.close();
  await pool?.end();
  await rm(directory, { recursive: true, force: true });
});

const asMember = (memberId: string) => ({ actorId: memberId, correlationId: uuidv7() });

const newcomer = async () => {
  const { password: _password, ...profile } = signupInput.parse({
    email: `newcomer-${++sequence}-${Date.now()}@example.com`,
    password: 'not-used-by-these-tests',
    phoneNumber: uniquePhoneNumber(),
    firstName: 'Kofi',
    lastName: 'Mensah',
    age: 31,
    location: 'London, United Kingdom',
    heritage: 'Ghanaian',
    profession: 'Architect',
    culturalValues: ['family-oriented'],
  });
  const { memberId } = await registerMember({ store, identityBanKey: TEST_IDENTITY_BAN_KEY }, { ...profile, passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==' }, asMember('anonymous'));
  return memberId;
};

/** The log's events among `events` that `where` accepts. */
const found = async <Event extends RecordedEvent>(events: EventSet<Event>, where: (event: Event) => boolean) => {
  await untilCommittedShows(pool, store);
  const accepted: Event[] = [];
  for await (const recorded of store.readAll({ types: events.types })) {
    const event = events.parse(recorded);
    if (where(event)) accepted.push(event);
  }
  return accepted;
};
const likesOn = (memberId: string) => found(eventsOf(SwipeRecorded), ({ data }) => data.swipedId === memberId);
const matchesOf = (memberId: string) => found(eventsOf(MatchMade), ({ data }) => data.userId1 === memberId || data.userId2 === memberId);

let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);
/** A build of the reactor, run by hand: `tick(clock())` follows the log, then performs what is due. */
const reactor = (behaviour: Partial<DemoBehaviour>) => projectorUnderTest(pool, store, demoCommunityReactor({ store, pool, translator: null, communitySize: COMMUNITY, behaviour }));

describe('the demo community reactor', () => {
  it('has a few members like each newcomer at signup, likes back at the configured rate after the delay, and never twice', async () => {
    const behaviour = { likesPerNewcomer: 2, likeBackRate: 1, likeBackDelayMs: [60_000, 60_000] as const, openerRate: 0 };
    const first = await reactor(behaviour);
    const memberId = await newcomer();
    await first.tick(clock());
    const admirers = await likesOn(memberId);
    expect(admirers).toHaveLength(2);
    for (const like of admirers) expect(like.metadata).toMatchObject({ demo: true, actorId: like.data.swiperId });
    // No person liked: the system did, because the newcomer registered.
    const [registered] = await found(eventsOf(MemberRegistered), ({ data }) => data.memberId === memberId);
    for (const like of admirers) expect(like.metadata).toMatchObject({ actorKind: 'system', causationId: registered!.metadata.eventId });

    for (const other of community) await recordSwipe(store, states, { swiperId: memberId, swipedId: other, kind: 'like' }, asMember(memberId));
    expect(await matchesOf(memberId)).toHaveLength(2);
    await first.tick(clock());
    expect(await matchesOf(memberId)).toHaveLength(2);

    clockOffsetMs = 61_000;
    await first.tick(clock());
    expect(await matchesOf(memberId)).toHaveLength(COMMUNITY);
    const likesBack = (await likesOn(memberId)).length;
    expect(likesBack).toBe(COMMUNITY);

    await first.tick(clock());
    await first.drop();
    // A new build (a rebuild) schedules the same likes again and performs them: nothing more is appended.
    const rebuilt = await reactor(behaviour);
    await rebuilt.tick(clock());
    await rebuilt.drop();
    expect(await likesOn(memberId)).toHaveLength(likesBack);
  });

  it('likes nobody back at a rate of 0', async () => {
    clockOffsetMs = 0;
    const still = await reactor({ likesPerNewcomer: 0, likeBackRate: 0, likeBackDelayMs: [0, 0] });
    const memberId = await newcomer();
    for (const other of community.slice(0, 5)) await recordSwipe(store, states, { swiperId: memberId, swipedId: other, kind: 'like' }, asMember(memberId));
    await still.tick(clock());
    await still.drop();
    expect(await likesOn(memberId)).toEqual([]);
    expect(await matchesOf(memberId)).toEqual([]);
  });

  it('reads the burst, types, then replies once, through the chat, as the matched member, after a rebuild too', async () => {
    clockOffsetMs = 0;
    const behaviour = { likesPerNewcomer: 1, likeBackRate: 0, replyDelayMs: [5_000, 5_000] as const, typingMs: [3_000, 3_000] as const, openerRate: 0 };
    const first = await reactor(behaviour);
    const memberId = await newcomer();
    await first.tick(clock());
    const [admirer] = await likesOn(memberId);
    const admirerId = admirer!.data.swiperId;
    const { match } = await recordSwipe(store, states, { swiperId: memberId, swipedId: admirerId, kind: 'like' }, asMember(memberId));
    const matchId = match!.matchId;
    const sent: string[] = [];
    for (const content of ['Hello there!', 'How is your week going?']) {
      const data = { matchId, messageId: uuidv7(), senderId: memberId, content, originalLanguage: null };
      sent.push(data.messageId);
      await handleCommand({ store, stream: matchStream(matchId), decider: conversationDecider(), command: { type: 'SendMessage', data }, context: asMember(memberId) });
    }
    await first.tick(clock());
    const ofMatch = <Event extends RecordedEvent<string, { matchId: string }>>(events: EventSet<Event>) => found(events, ({ data }) => data.matchId === matchId);
    const repliesOf = async () => (await ofMatch(eventsOf(MessageSent))).filter((event) => event.metadata.demo);
    expect(await repliesOf()).toEqual([]);
    expect(await ofMatch(eventsOf(MessagesRead))).toEqual([]);

    // Due: the member reads the burst up to its last message and starts typing; the reply waits for the typing time.
    signals.length = 0;
    clockOffsetMs = 6_000;
    await first.tick(clock());
    const [delivered] = await ofMatch(eventsOf(MessagesDelivered));
    const [read] = await ofMatch(eventsOf(MessagesRead));
    for (const receipt of [delivered, read]) {
      expect(receipt!.data).toMatchObject({ memberId: admirerId, upToMessageId: sent[1] });
      expect(receipt!.metadata).toMatchObject({ demo: true, actorId: admirerId });
    }
    expect(await repliesOf()).toEqual([]);
    await expect.poll(() => signals).toContainEqual({ kind: 'typing', to: memberId, from: admirerId, matchId });
    expect(signals).toContainEqual({ kind: 'active', from: admirerId, at: expect.any(String) });

    // Still typing two seconds on: 'typing…' is said again, a message written meanwhile is read, nothing sent yet.
    const meanwhile = { matchId, messageId: uuidv7(), senderId: memberId, content: 'Are you there?', originalLanguage: null };
    await handleCommand({ store, stream: matchStream(matchId), decider: conversationDecider(), command: { type: 'SendMessage', data: meanwhile }, context: asMember(memberId) });
    signals.length = 0;
    clockOffsetMs = 8_500;
    await first.tick(clock());
    expect(await repliesOf()).toEqual([]);
    expect((await ofMatch(eventsOf(MessagesRead))).map((event) => event.data.upToMessageId)).toEqual([sent[1], meanwhile.messageId]);
    await expect.poll(() => signals).toContainEqual({ kind: 'typing', to: memberId, from: admirerId, matchId });

    clockOffsetMs = 9_500;
    await first.tick(clock());
    await first.tick(clock());
    await first.drop();
    const rebuilt = await reactor(behaviour);
    await rebuilt.tick(clock());
    await rebuilt.drop();
    const replies = await repliesOf();
    expect(replies).toHaveLength(1);
    expect(replies[0]!.data).toMatchObject({ senderId: admirerId, receiverId: memberId, content: expect.stringMatching(/\S{2,}/) });
    expect(replies[0]!.metadata).toMatchObject({ demo: true, actorId: admirerId });
    // Positions sort lexicographically in log order: read before replied.
    expect(read!.position < replies[0]!.position).toBe(true);
    // Reading again with nothing new records nothing.
    expect(await ofMatch(eventsOf(MessagesRead))).toHaveLength(2);
  });
});
