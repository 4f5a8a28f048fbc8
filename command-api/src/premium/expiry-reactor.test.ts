import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, createPostgresEventStore, memberStream, migrateEventStore, type EventStore } from '@sankofa/events';
import { projectorUnderTest } from '@sankofa/events/testing';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { registerMember, signupInput } from '../members/index.ts';
import { premiumExpiry } from './expiry-reactor.ts';
import { handleSubscriptionCommand } from './subscription-stream.ts';
import { TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '../members/testing/registration-input.ts';

const DAY = 86_400_000;
const context = { actorId: 'test', correlationId: 'test' };
let pool: pg.Pool;
let store: EventStore;
let sequence = 0;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool);
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
});

/** A registered member with a demo period starting `from`. */
const premiumMember = async (from: Date) => {
  const { password: _password, ...profile } = signupInput.parse({
    email: `expiry-${++sequence}-${Date.now()}@example.com`,
    password: 'not-used-by-these-tests',
    phoneNumber: uniquePhoneNumber(),
    firstName: 'Abena',
    lastName: 'Mensah',
    age: 29,
    location: 'Accra, Ghana',
    heritage: 'Ghanaian',
    profession: 'Architect',
    culturalValues: ['family-oriented'],
  });
  const { memberId } = await registerMember({ store, identityBanKey: TEST_IDENTITY_BAN_KEY }, { ...profile, passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==' }, context);
  await handleSubscriptionCommand(store, { type: 'ActivateDemoPremium', data: { memberId, now: from } }, { ...context, now: from });
  return memberId;
};

/** A build of the reactor, run by hand: `tick(now)` follows the log, then ends what is due at `now`. */
const expiryBuild = () => projectorUnderTest(pool, store, premiumExpiry({ store }));

const typesOn = async (memberId: string) => {
  const types: string[] = [];
  for await (const event of store.readStream(memberStream(memberId))) types.push(catalog.parse(event).type);
  return types;
};
const eventOn = async (memberId: string, type: string) => {
  for await (const event of store.readStream(memberStream(memberId))) if (event.type === type) return event;
  throw new Error(`No ${type} on member-${memberId}`);
};
const endedCount = async (memberId: string) => (await typesOn(memberId)).filter((type) => type === 'PremiumEnded').length;

describe('the premium expiry reactor', () => {
  it('ends a passed period exactly once, even with two builds acting at once', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const memberId = await premiumMember(start);
    const [first, second] = await Promise.all([expiryBuild(), expiryBuild()]);
    try {
      const before = new Date(start.getTime() + 10 * DAY);
      expect(await Promise.all([first.tick(before), second.tick(before)])).toEqual([0, 0]);
      expect(await endedCount(memberId)).toBe(0);

      const after = new Date(start.getTime() + 31 * DAY);
      const ended = await Promise.all([first.tick(after), second.tick(after)]);
      expect(ended.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await endedCount(memberId)).toBe(1);
      const [activated, endedEvent] = await Promise.all([eventOn(memberId, 'PremiumActivated'), eventOn(memberId, 'PremiumEnded')]);
      expect(endedEvent.metadata).toMatchObject({ actorId: 'scheduler:premium-expiry', actorKind: 'system', causationId: activated.metadata.eventId });
      expect(await Promise.all([first.tick(after), second.tick(after)])).toEqual([0, 0]);
      expect(await endedCount(memberId)).toBe(1);
    } finally {
      await Promise.all([first.drop(), second.drop()]);
    }
  });

  it('a renewed period is not ended', async () => {
    const start = new Date('2031-01-01T00:00:00Z');
    const memberId = await premiumMember(start);
    await handleSubscriptionCommand(
      store,
      { type: 'RecordPeriodPaid', data: { memberId, subscriptionId: 'sub', periodEnd: new Date(start.getTime() + 60 * DAY) } },
      { ...context, now: start },
    );
    const build = await expiryBuild();
    try {
      await build.tick(new Date(start.getTime() + 45 * DAY));
      expect(await endedCount(memberId)).toBe(0);
    } finally {
      await build.drop();
    }
  });

  it('ends the deadlines passed while it did not run', async () => {
    const start = new Date('2032-01-01T00:00:00Z');
    const early = await premiumMember(start);
    const build = await expiryBuild();
    try {
      await build.tick(new Date(start.getTime() + DAY));

      // While it does not run: another member subscribes, and both periods pass.
      const late = await premiumMember(new Date(start.getTime() + 2 * DAY));
      await build.tick(new Date(start.getTime() + 90 * DAY));
      expect(await endedCount(early)).toBe(1);
      expect(await endedCount(late)).toBe(1);
    } finally {
      await build.drop();
    }
  });
});
