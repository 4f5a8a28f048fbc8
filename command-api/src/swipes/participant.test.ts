import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  LoginSucceeded,
  MemberBlocked,
  PremiumActivated,
  createPostgresEventStore,
  memberStream,
  migrateEventStore,
  newEvent,
  type EventStore,
} from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type pg from 'pg';
import { registerMember } from '../members/index.ts';
import { registrationInput, TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '../members/testing/registration-input.ts';
import { createStreamStates } from '../stream-states.ts';
import { canReach, readParticipant, type Participant } from './participant.ts';

const context = { actorId: 'test', correlationId: 'test' };

let pools: pg.Pool[];
let store: EventStore;
/** Another instance of the command API: what it appends, this process's kept participants do not know of. */
let otherInstance: EventStore;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  pools = [createPool(databaseUrl), createPool(databaseUrl)];
  await migrateEventStore(pools[0]!);
  [store, otherInstance] = pools.map((pool) => createPostgresEventStore(pool)) as [EventStore, EventStore];
});
afterAll(async () => {
  await Promise.all([store.close(), otherInstance.close()]);
  await Promise.all(pools.map((pool) => pool.end()));
});

const register = async (firstName: string) =>
  (
    await registerMember(
      { store, identityBanKey: TEST_IDENTITY_BAN_KEY },
      registrationInput({
        email: `${firstName.toLowerCase()}@example.com`,
        phoneNumber: uniquePhoneNumber(),
        firstName,
        lastName: 'Mensah',
        age: 30,
        location: 'Accra, Ghana',
        heritage: 'Ghanaian',
        profession: 'Engineer',
        languages: ['English'],
      }),
      context,
    )
  ).memberId;

describe('a participant kept by this process', () => {
  it('still shows what another instance appended to the member since: premium, a block', async () => {
    const participants = createStreamStates<Participant>(10);
    const [ama, kofi] = [await register('Ama'), await register('Kofi')];
    expect(await readParticipant(store, participants, ama)).toMatchObject({ status: 'registered', premium: null, blocked: [] });

    await otherInstance.append(memberStream(ama), [
      newEvent(LoginSucceeded, { memberId: ama, sessionId: 'session-1', withTwoFactor: false, twoFactorStep: null, device: null, country: null }, context),
      newEvent(PremiumActivated, { memberId: ama, until: null }, context),
      newEvent(MemberBlocked, { memberId: ama, blockedMemberId: kofi }, context),
    ]);
    expect(await readParticipant(store, participants, ama)).toMatchObject({ status: 'registered', premium: { until: null }, blocked: [kofi] });
    expect(participants.get(memberStream(ama))?.revision).toBe(3);
  });

  it('is no one once she deletes her account: nobody reaches her any more', async () => {
    const participants = createStreamStates<Participant>(10);
    const [ama, kofi] = [await register('Abena'), await register('Yaw')];
    expect(canReach(await readParticipant(store, participants, kofi), await readParticipant(store, participants, ama))).toBe(true);
    await otherInstance.append(memberStream(ama), [newEvent(AccountDeleted, { memberId: ama }, context)]);
    const gone = await readParticipant(store, participants, ama);
    expect(gone).toEqual({ status: 'unknown' });
    expect(canReach(await readParticipant(store, participants, kofi), gone)).toBe(false);
  });
});
