import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MatchOpened,
  MemberBlocked,
  createPostgresEventStore,
  eventsOf,
  likeQuotaStream,
  memberStream,
  migrateEventStore,
  newEvent,
  pairStream,
  type EventContext,
  type EventStore,
  type RecordedEvent,
} from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type pg from 'pg';
import { registerMember } from '../members/register-member.ts';
import { registrationInput, TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '../members/testing/registration-input.ts';
import { createSwipeStates } from './kept-states.ts';
import { utcDay } from './like-quota.ts';
import { recordSwipe } from './record-swipe.ts';

let pool: pg.Pool;
let store: EventStore;
beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool);
});
afterAll(async () => {
  await store.close();
  await pool.end();
});

const context = (): EventContext => ({ actorId: 'test', correlationId: randomUUID() });
const member = async (): Promise<string> => {
  const identity = { email: `member-${randomUUID()}@example.com`, phoneNumber: uniquePhoneNumber(), firstName: 'Ama', lastName: 'Mensah', age: 29, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Architect' };
  return (await registerMember({ store, identityBanKey: TEST_IDENTITY_BAN_KEY }, registrationInput(identity), context())).memberId;
};
const matchOpened = eventsOf(MatchOpened);
const like = (swiperId: string, swipedId: string) => ({ swiperId, swipedId, kind: 'like' as const });

const read = async (stream: string): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
};
const matchesOf = async (memberA: string, memberB: string): Promise<RecordedEvent[]> => {
  const opened: RecordedEvent[] = [];
  for await (const event of store.readAll({ categories: ['match'], types: ['MatchOpened'] })) {
    const { data } = matchOpened.parse(event);
    if ([data.userId1, data.userId2].sort().join() === [memberA, memberB].sort().join()) opened.push(event);
  }
  return opened;
};

/**
 * The store, but an append that would open a match dies on its way: the `events` table is locked
 * from another connection, so the append's statement waits inside PostgreSQL, and its backend is
 * then terminated there, between the decision and the commit.
 */
const dyingWhenOpeningAMatch = (inner: EventStore): EventStore => {
  const dieDuring = async <Result>(streams: string[], append: () => Promise<Result>): Promise<Result> => {
    if (!streams.some((stream) => stream.startsWith('match-'))) return append();
    const locker = await pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE events IN EXCLUSIVE MODE');
      const appending = append();
      appending.catch(() => undefined);
      const terminate = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                         WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`;
      await expect.poll(async () => (await locker.query(terminate)).rowCount, { timeout: 5000 }).toBe(1);
      await locker.query('ROLLBACK');
      return await appending;
    } finally {
      locker.release();
    }
  };
  return {
    ...inner,
    append: (stream, events, options) => dieDuring([stream], () => inner.append(stream, events, options)),
    appendToStreams: (appends) => dieDuring(appends.map((share) => share.stream), () => inner.appendToStreams(appends)),
  };
};

/** The store, telling which streams were read. */
const readingRecorded = (inner: EventStore, streamsRead: string[]): EventStore => ({
  ...inner,
  readStream: (stream, options) => (streamsRead.push(stream), inner.readStream(stream, options)),
});

describe('a swipe', () => {
  it('records a mutual like whole or not at all when its connection dies between the decision and the commit', async () => {
    const [ama, kofi] = [await member(), await member()];
    const states = createSwipeStates();
    await recordSwipe(store, states, like(ama, kofi), context());
    const pairBefore = await read(pairStream(ama, kofi));
    const quota = likeQuotaStream(kofi, utcDay(new Date()));

    // Kofi's like back decides his swipe and the match on the pair, a unit of his day's likes and the match's conversation.
    await expect(recordSwipe(dyingWhenOpeningAMatch(store), states, like(kofi, ama), context())).rejects.toThrow(/terminat/i);
    expect(await read(pairStream(ama, kofi))).toEqual(pairBefore);
    expect(await read(quota)).toEqual([]);
    expect(await matchesOf(ama, kofi)).toEqual([]);

    const outcome = await recordSwipe(store, states, like(kofi, ama), context());
    expect(outcome.match).toMatchObject({ userId1: kofi, userId2: ama });
    expect((await read(pairStream(ama, kofi))).map((event) => event.type)).toEqual(['SwipeRecorded', 'SwipeRecorded', 'MatchMade']);
    expect((await read(quota)).map((event) => event.type)).toEqual(['LikeQuotaUsed']);
    expect((await matchesOf(ama, kofi)).map((event) => event.data)).toEqual([{ matchId: outcome.match!.matchId, userId1: kofi, userId2: ama }]);
  });

  it('reads no stream it has already seen, not even the two members: the append checks them where they were kept', async () => {
    const [ama, kofi, yaa] = [await member(), await member(), await member()];
    const streamsRead: string[] = [];
    const states = createSwipeStates();
    await recordSwipe(store, states, like(ama, kofi), context());
    await recordSwipe(store, states, like(kofi, yaa), context());
    const likedBack = await recordSwipe(readingRecorded(store, streamsRead), states, like(kofi, ama), context());

    expect(likedBack.match).not.toBeNull();
    expect(streamsRead).toEqual([]);
  });

  it('sees a block another process appended since through the check on her stream, reads her on and refuses', async () => {
    const [ama, yaw] = [await member(), await member()];
    const states = createSwipeStates();
    await recordSwipe(store, states, like(yaw, ama), context());
    // Ama blocks Yaw through another process: this one's kept fold of her stream is now behind.
    await store.append(memberStream(ama), [newEvent(MemberBlocked, { memberId: ama, blockedMemberId: yaw }, context())]);

    const streamsRead: string[] = [];
    await expect(recordSwipe(readingRecorded(store, streamsRead), states, { ...like(yaw, ama), kind: 'pass' }, context())).rejects.toMatchObject({ code: 'member_not_found' });
    expect(streamsRead).toContain(memberStream(ama));
    expect((await read(pairStream(ama, yaw))).map((event) => event.type)).toEqual(['SwipeRecorded']);
  });

  it('reads a pair it never saw beside the two members, and appends once', async () => {
    const [ama, kofi] = [await member(), await member()];
    await recordSwipe(store, createSwipeStates(), like(ama, kofi), context());
    let appends = 0;
    const counting: EventStore = { ...store, appendToStreams: (shares) => (appends++, store.appendToStreams(shares)) };
    const likedBack = await recordSwipe(counting, createSwipeStates(), like(kofi, ama), context());
    expect(likedBack.match).not.toBeNull();
    expect(appends).toBe(1);
  });

  it('is decided again on the streams as they are when another process appended to them since', async () => {
    const [ama, kofi] = [await member(), await member()];
    const [here, there] = [createSwipeStates(), createSwipeStates()];
    await recordSwipe(store, here, like(ama, kofi), context());
    // The other process never saw the pair: it decides on an empty one, conflicts, reads and makes the match.
    const likedBack = await recordSwipe(store, there, like(kofi, ama), context());
    expect(likedBack).toMatchObject({ recorded: true, match: { userId1: kofi, userId2: ama } });
    // This one kept the pair as it left it (Ama's like alone): her like again finds the match they made.
    const again = await recordSwipe(store, here, like(ama, kofi), context());
    expect(again).toMatchObject({ recorded: false, match: { matchId: likedBack.match!.matchId } });
    expect((await read(pairStream(ama, kofi))).map((event) => event.type)).toEqual(['SwipeRecorded', 'SwipeRecorded', 'MatchMade']);
  });
});
