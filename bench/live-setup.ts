import { setTimeout as sleep } from 'node:timers/promises';
import { registerMember } from '@sankofa/command-api/members';
import { registrationInput, TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import { FREE_DAILY_LIKES } from '@sankofa/command-api/swipes';
import { SwipeRecorded, newEvent, pairStream, type EventStore } from '@sankofa/events';
import type pg from 'pg';

export interface BenchMember {
  id: string;
  accessToken: string;
}

/** The pair a measured command matches: `first` liked `second` during setup, `second` likes back under load. */
export interface BenchPair {
  first: BenchMember;
  second: BenchMember;
}

const context = { actorId: 'bench', correlationId: 'bench-live' };

/** Members through signup's own command (with one precomputed hash: hashing is not what is measured). */
export const registerMembers = async (store: EventStore, count: number, issueToken: (memberId: string) => Promise<string>): Promise<BenchMember[]> => {
  const members: BenchMember[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async (_, offset) => {
        const index = start + offset;
        const { memberId } = await registerMember(
          { store, identityBanKey: TEST_IDENTITY_BAN_KEY },
          registrationInput({
            email: `bench-${index}@example.com`,
            phoneNumber: uniquePhoneNumber(),
            firstName: `Bench${index}`,
            lastName: 'Member',
            age: 30,
            location: 'Accra, Ghana',
            heritage: 'Ghanaian',
            profession: 'Engineer',
            languages: ['English'],
            culturalValues: ['family-oriented'],
          }),
          context,
        );
        return { id: memberId, accessToken: await issueToken(memberId) };
      }),
    );
    members.push(...batch);
  }
  return members;
};

/**
 * `count` distinct pairs: member i with member i+k for k = 1, 2, … Each member likes back in
 * count/members of them, which must stay under the free daily like limit.
 */
export const pairsOf = (members: BenchMember[], count: number): BenchPair[] => {
  const likesBackEach = Math.ceil(count / members.length);
  if (likesBackEach > (members.length - 1) / 2) throw new Error('Not enough members for that many distinct pairs');
  if (likesBackEach > FREE_DAILY_LIKES) throw new Error(`Each member would like back ${likesBackEach} times, over the free daily limit: add members`);
  return Array.from({ length: count }, (_, index) => {
    const second = members[index % members.length]!;
    const first = members[(index + 1 + Math.floor(index / members.length)) % members.length]!;
    return { first, second };
  });
};

/** The first likes, as facts on the pair streams: the measured commands are the likes back that make the matches. */
export const giveFirstLikes = async (store: EventStore, pairs: BenchPair[]) => {
  for (let start = 0; start < pairs.length; start += 100) {
    await Promise.all(
      pairs.slice(start, start + 100).map(({ first, second }) =>
        store.append(pairStream(first.id, second.id), [newEvent(SwipeRecorded, { swiperId: first.id, swipedId: second.id, isLike: true, isSuperLike: false }, context)], {
          expected: 'no_stream',
        }),
      ),
    );
  }
};

/** Until every projector has passed the log's head, so the load starts on caught-up read models. */
export const waitForProjections = async (pool: pg.Pool, store: EventStore) => {
  const head = await store.headPosition();
  for (;;) {
    const { rows } = await pool.query<{ behind: number }>(
      `SELECT count(*)::int AS behind FROM projection_checkpoints WHERE active AND (position IS NULL OR position COLLATE "C" < $1 COLLATE "C")`,
      [head],
    );
    if (rows[0]?.behind === 0) return;
    await sleep(250);
  }
};
